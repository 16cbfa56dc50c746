import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { HomeSwitch } from './home-switch';
import { RedirectSignedIn, RequireUser } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Route-level code splitting: each screen is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * Route availability of spec section 2.
 * Always: /auth, /signup, /terms (and /privacy, the Privacy Policy, and /about, the data-source notices). Signed out: / (landing), /pricing, 404.
 * Signed in: / (home), /quiz, /dashboard, /pricing, /subscribe, /interview-practice, /ai-assistant,
 * /resume-builder, /jobs, /demo-jobs, 404; beyond the spec, /insights (Premium's analytics and coaching).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <HomeSwitch /> },
      {
        path: 'auth',
        element: <RedirectSignedIn />,
        children: [{ index: true, lazy: page(() => import('@/features/auth/routes/auth')) }],
      },
      { path: 'signup', lazy: page(() => import('@/features/marketing/routes/signup')) },
      { path: 'terms', lazy: page(() => import('@/features/marketing/routes/terms')) },
      { path: 'privacy', lazy: page(() => import('@/features/marketing/routes/privacy')) },
      { path: 'pricing', lazy: page(() => import('@/features/marketing/routes/pricing')) },
      { path: 'about', lazy: page(() => import('@/features/marketing/routes/about')) },
      {
        element: <RequireUser />,
        children: [
          { path: 'dashboard', lazy: page(() => import('@/features/dashboard/routes/dashboard')) },
          { path: 'quiz', lazy: page(() => import('@/features/quiz/routes/quiz')) },
          { path: 'subscribe', lazy: page(() => import('@/features/subscribe/routes/subscribe')) },
          {
            path: 'interview-practice',
            lazy: page(() => import('@/features/interview-practice/routes/interview-practice')),
          },
          { path: 'ai-assistant', lazy: page(() => import('@/features/ai-assistant/routes/ai-assistant')) },
          { path: 'resume-builder', lazy: page(() => import('@/features/resume-builder/routes/resume-builder')) },
          { path: 'jobs', lazy: page(() => import('@/features/jobs/routes/jobs')) },
          { path: 'demo-jobs', lazy: page(() => import('@/features/demo-jobs/routes/demo-jobs')) },
          { path: 'insights', lazy: page(() => import('@/features/insights/routes/insights')) },
        ],
      },
      { path: '*', lazy: page(() => import('@/features/marketing/routes/not-found')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
