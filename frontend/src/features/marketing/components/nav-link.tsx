import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { cn } from '@/lib/utils';

export interface NavItem {
  label: string;
  /** In-page anchors ('#features') stay plain <a> so the browser scrolls; paths use the router. */
  href: string;
}

export const linkFocus =
  'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

export function NavLink({
  item,
  className,
  onClick,
  children,
}: {
  item: NavItem;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const classes = cn(linkFocus, className);
  const content = children ?? item.label;
  if (item.href.startsWith('#')) {
    return (
      <a href={item.href} className={classes} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.href} className={classes} onClick={onClick}>
      {content}
    </Link>
  );
}
