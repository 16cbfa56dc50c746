import { screen, within } from '@testing-library/react';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { AppLayout } from './app-layout';

/** The frame of the signed-in screens. */
function renderLayout(user = makeUser()) {
  mockFetch(() => ({ status: 200, body: user }));
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AppLayout>
            <h1>Screen</h1>
          </AppLayout>
        ),
      },
      { path: '/about', element: <h1>About page</h1> },
    ],
    { path: '/dashboard', queryClient },
  );
}

describe('AppLayout', () => {
  it('links to About & Data Sources from a small footer', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'About & Data Sources' });
    expect(link).toHaveAttribute('href', '/about');
    expect(footer).toHaveClass('text-xs');
  });

  it('puts the screen in the main landmark between header and footer', () => {
    renderLayout();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Screen' })).toBeInTheDocument();
    expect(screen.getByRole('banner').compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(screen.getByRole('contentinfo'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('AppHeader', () => {
  /** Whether an element is hidden at phone width by a Tailwind `hidden` class on it or an ancestor. */
  const hiddenAtPhoneWidth = (el: Element | null): boolean =>
    !!el &&
    (el.classList.contains('hidden') || el.classList.contains('sr-only') || hiddenAtPhoneWidth(el.parentElement));

  it('shows the first name at every width and the last name from the sm breakpoint', () => {
    renderLayout(makeUser({ firstName: 'Marguerite', lastName: 'Johnson' }));
    const name = screen.getByTestId('header-user-name');
    expect(name).toHaveTextContent(/^Marguerite Johnson$/);
    expect(hiddenAtPhoneWidth(name)).toBe(false);
    expect(name.firstChild).toHaveProperty('nodeValue', 'Marguerite');
    const lastName = within(name).getByText('Johnson');
    expect(lastName).toHaveClass('hidden', 'sm:inline');
    // Long names are cut with an ellipsis rather than pushing the header wider than the screen.
    expect(name).toHaveClass('truncate', 'min-w-0');
  });

  it('shows the avatar (placeholder without a picture) and Sign Out', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Pathwise' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(header).getByText('AL')).toBeInTheDocument();
  });
});
