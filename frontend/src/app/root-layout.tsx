import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { Notifications } from '@/components/notifications';
import { useUser } from '@/lib/auth';

/** Every route renders inside this: a spinner replaces them all while the sign-in state is loading. */
export function RootLayout() {
  const { isLoading } = useUser();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[200] rounded-md bg-background px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      {isLoading ? <PageSpinner label="Loading your session" /> : <Outlet />}
      <ScrollRestoration />
      <Notifications />
    </>
  );
}
