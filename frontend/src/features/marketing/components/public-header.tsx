import { useId, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { NavLink, type NavItem } from './nav-link';

/**
 * Sticky header of the public pages. `nav` holds the text links, `actions` the buttons on the right
 * (sign in / sign up, or the dashboard link for a signed-in visitor). Below `md` both fold into a disclosure menu.
 */
export function PublicHeader({ nav = [], actions }: { nav?: NavItem[]; actions?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {nav.length > 0 && (
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {nav.map((item) => (
              <NavLink
                key={item.href}
                item={item}
                className="px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
              />
            ))}
          </nav>
        )}
        <div className="hidden items-center gap-2 md:flex">{actions}</div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-5" /> : <Menu className="size-5" />}
        </Button>
      </div>
      {open && (
        <div id={menuId} className="border-t border-border bg-background px-4 pb-4 md:hidden">
          {nav.length > 0 && (
            <nav aria-label="Mobile" className="flex flex-col py-2">
              {nav.map((item) => (
                <NavLink
                  key={item.href}
                  item={item}
                  onClick={close}
                  className="px-2 py-3 text-base font-medium text-foreground hover:bg-accent"
                />
              ))}
            </nav>
          )}
          {/* Clicking any action link also closes the menu. */}
          <div className="flex flex-col gap-2 pt-2 [&>*]:w-full" onClick={close}>
            {actions}
          </div>
        </div>
      )}
    </header>
  );
}
