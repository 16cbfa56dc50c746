import '../testing/polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { useUser } from '@/lib/auth';
import AboutPage from './about';
import NotFoundPage from './not-found';

jest.mock('@/lib/auth', () => ({ useUser: jest.fn() }));
(useUser as jest.MockedFunction<typeof useUser>).mockReturnValue({
  user: null,
  isLoading: false,
  unreadable: false,
  retry: () => {},
});

describe('/about (data sources)', () => {
  it('carries the attribution notices the reference data requires', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: /About Pathwise & Data Sources/ })).toBeInTheDocument();
    expect(screen.getByText(/includes information from the O\*NET 29\.3 Database/)).toHaveTextContent(
      'Pathwise has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
    );
    expect(
      screen.getByText(
        /Employment Projections program\s+\(2024-34\) and Occupational Employment and Wage Statistics \(May 2024\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/uses the ESCO classification of the European Commission \(ESCO v1\.2\.0\), © European Union/),
    ).toBeInTheDocument();
    expect(screen.getByText(/O\*NET Interest Profiler™ items © U\.S\. Department of Labor/)).toBeInTheDocument();
    expect(screen.getByText('Copyright (c) 2017 GitHub, Inc.')).toBeInTheDocument();
    expect(screen.getByText('Copyright (c) 2020 sangwo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });
});

describe('404 page', () => {
  it('says Page Not Found and links home', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
