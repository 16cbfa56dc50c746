import { LogOut } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLogout, useUser } from '@/lib/auth';
import { avatarUrl, initials } from '@/lib/format';
import { cn } from '@/lib/utils';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

/** Header of the signed-in screens: navigation, the user's avatar and name, and Sign Out. */
export function AppHeader() {
  const { user } = useUser();
  const logout = useLogout();
  const { pathname } = useLocation();
  // On the dashboard the first link leads home; everywhere else it leads back to the dashboard.
  const first = pathname === '/dashboard' ? { to: '/', label: 'Home' } : { to: '/dashboard', label: 'Dashboard' };
  const links = [
    first,
    { to: '/quiz', label: 'Quiz' },
    { to: '/jobs', label: 'Jobs' },
    { to: '/pricing', label: 'Pricing' },
  ];
  const fullName = user ? `${user.firstName} ${user.lastName}` : '';

  const nav = (className: string) => (
    <nav aria-label="Main" className={className}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end className={linkClasses}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-4 sm:px-6 lg:px-8">
        {/* At phone width the word mark gives its room to the user's name (it stays the link's accessible name). */}
        <Logo to={user ? '/dashboard' : '/'} className="shrink-0" wordMarkClassName="sr-only sm:not-sr-only" />
        {nav('ml-4 hidden items-center gap-1 md:flex')}
        <div className="ml-auto flex min-w-0 items-center gap-3">
          {user && (
            <div className="flex min-w-0 items-center gap-2.5">
              <Avatar className="size-9 ring-2 ring-background">
                <AvatarImage src={avatarUrl(user.profileImageUrl, 80)} alt={`${fullName}'s profile picture`} />
                <AvatarFallback>{initials(user.firstName, user.lastName)}</AvatarFallback>
              </Avatar>
              {/* The first name always; the last name too from the sm breakpoint up. Long names are truncated. */}
              <span
                className="min-w-0 max-w-40 truncate text-sm font-medium sm:max-w-48"
                title={fullName}
                data-testid="header-user-name"
              >
                {user.firstName}
                <span className="hidden sm:inline"> {user.lastName}</span>
              </span>
            </div>
          )}
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign Out
          </Button>
        </div>
      </div>
      {nav('flex items-center gap-1 overflow-x-auto border-t px-2 py-1.5 md:hidden')}
    </header>
  );
}
