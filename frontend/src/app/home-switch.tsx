import { PageSpinner } from '@/components/page-spinner';
import { useUser } from '@/lib/auth';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// "/" is the landing page when signed out and the home screen when signed in: two separately loaded chunks.
// Until a chunk arrives the session spinner simply stays up.
const Landing = lazyWithPreload(() => import('@/features/marketing/routes/landing'), <PageSpinner />);
const Home = lazyWithPreload(() => import('@/features/home/routes/home'), <PageSpinner />);

// Most visits to "/" are signed-out visitors: fetch the landing page while the session is still being read
// instead of after it.
if (typeof window !== 'undefined' && window.location.pathname === '/') void Landing.preload();

export function HomeSwitch() {
  const { user } = useUser();
  return user ? <Home /> : <Landing />;
}
