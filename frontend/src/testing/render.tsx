import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Notifications } from '@/components/notifications';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders routes in a memory router with the app's query client defaults and the notification area. Routes that
 * bring their own notification area (the app's root layout) pass `notifications: false`.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', queryClient = createQueryClient(), notifications = true } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {notifications && <Notifications />}
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function renderWithClient(ui: ReactElement, queryClient: QueryClient = createQueryClient()) {
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        {ui}
        <Notifications />
      </QueryClientProvider>,
    ),
    queryClient,
  };
}
