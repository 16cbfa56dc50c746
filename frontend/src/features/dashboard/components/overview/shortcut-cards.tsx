import { BarChart3, Crown, Settings, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import type { DashboardTab } from '../../tabs';

interface Shortcut {
  label: string;
  text: string;
  icon: LucideIcon;
  /** A tab of this page, or a route. */
  tab?: DashboardTab;
  to?: string;
}

const tileClasses = cn(
  'flex h-full w-full items-center gap-3 rounded-xl border bg-card p-4 text-left shadow-sm transition-all outline-none',
  'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
);

/** Upgrade (or Manage), Settings, Progress and Matches. */
export function ShortcutCards({
  isPremium,
  onSelectTab,
}: {
  isPremium: boolean;
  onSelectTab: (tab: DashboardTab) => void;
}) {
  const shortcuts: Shortcut[] = [
    isPremium
      ? { label: 'Manage', text: 'Your membership', icon: Crown, tab: 'profile' }
      : { label: 'Upgrade', text: 'Unlock Premium', icon: Crown, to: '/subscribe' },
    { label: 'Settings', text: 'Profile & password', icon: Settings, tab: 'profile' },
    { label: 'Progress', text: 'Your milestones', icon: BarChart3, tab: 'progress' },
    { label: 'Matches', text: 'Career matches', icon: Target, tab: 'recommendations' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Shortcuts">
      {shortcuts.map(({ label, text, icon: Icon, tab, to }) => {
        const body = (
          <>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid">
              <span className="font-semibold">{label}</span>
              <span className="text-xs text-muted-foreground">{text}</span>
            </span>
          </>
        );
        return (
          <li key={label}>
            {to ? (
              <Link to={to} className={tileClasses}>
                {body}
              </Link>
            ) : (
              <button type="button" className={tileClasses} onClick={() => tab && onSelectTab(tab)}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
