import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { userQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Ask for the session before React's first render: every route waits for it.
void queryClient.prefetchQuery(userQueryOptions);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
