import '../testing/polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import type { User } from '@pathwise/contracts';
import { useUser } from '@/lib/auth';
import PricingPage from './pricing';

jest.mock('@/lib/auth', () => ({ useUser: jest.fn() }));
const mockedUseUser = useUser as jest.MockedFunction<typeof useUser>;

const signedInUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  location: null,
  profileImageUrl: null,
  isPremium: false,
} as unknown as User;

function renderPricing() {
  return render(
    <MemoryRouter initialEntries={['/pricing']}>
      <PricingPage />
    </MemoryRouter>,
  );
}

function planCard(name: 'Free' | 'Premium') {
  return screen.getByRole('group', { name });
}

describe('/pricing', () => {
  it('shows both plans, the Most Popular badge, the trial note, trust points and the FAQ', () => {
    mockedUseUser.mockReturnValue({ user: null, isLoading: false, unreadable: false, retry: () => {} });
    renderPricing();

    const free = planCard('Free');
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('free forever')).toBeInTheDocument();
    for (const item of [
      'Skills and interests quiz',
      'Basic resume upload and analysis',
      'Career recommendations',
      'Local job insights',
    ]) {
      expect(within(free).getByText(item)).toBeInTheDocument();
    }

    const premium = planCard('Premium');
    expect(within(premium).getByText('$14.99')).toBeInTheDocument();
    expect(within(premium).getByText('/month')).toBeInTheDocument();
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    expect(within(free).queryByText('Most Popular')).not.toBeInTheDocument();
    for (const item of ['Everything in Free', 'Interview practice', 'AI response drafts', 'Priority support']) {
      expect(within(premium).getByText(item)).toBeInTheDocument();
    }

    expect(screen.getByText('All plans include a 7-day free trial. No credit card required.')).toBeInTheDocument();
    for (const point of ['Secure payments', 'Cancel anytime', '24/7 support']) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: "What's included in the free plan?" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How does the AI interview practice work?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Can I cancel my subscription anytime?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How accurate are the career recommendations?' })).toBeInTheDocument();
    expect(screen.getByText(/access continues until the end of the billing period/i)).toBeInTheDocument();
  });

  it('signed out: Sign In, Get Started and the Premium button all lead to /auth', () => {
    mockedUseUser.mockReturnValue({ user: null, isLoading: false, unreadable: false, retry: () => {} });
    renderPricing();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(banner).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(within(planCard('Premium')).getByRole('link')).toHaveAttribute('href', '/auth');
    expect(within(planCard('Free')).getByRole('link')).toHaveAttribute('href', '/auth');
  });

  it('signed in: the Premium button leads to /subscribe and the header offers the dashboard', () => {
    mockedUseUser.mockReturnValue({ user: signedInUser, isLoading: false, unreadable: false, retry: () => {} });
    renderPricing();

    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(planCard('Premium')).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(planCard('Free')).getByRole('link')).toHaveAttribute('href', '/dashboard');
  });

  it('signed in: the footer leads to the screens and the dashboard, not to sign up or sign in again', () => {
    mockedUseUser.mockReturnValue({ user: signedInUser, isLoading: false, unreadable: false, retry: () => {} });
    renderPricing();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    const product = within(within(footer).getByRole('navigation', { name: 'Product' }));
    expect(product.getByRole('link', { name: 'Career Quiz' })).toHaveAttribute('href', '/quiz');
    expect(product.getByRole('link', { name: 'Resume Analysis' })).toHaveAttribute('href', '/resume-builder');
    expect(product.getByRole('link', { name: 'Interview Practice' })).toHaveAttribute('href', '/interview-practice');
    expect(within(footer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('signed out: the footer offers sign up and sign in', () => {
    mockedUseUser.mockReturnValue({ user: null, isLoading: false, unreadable: false, retry: () => {} });
    renderPricing();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(footer.getByRole('link', { name: 'Career Quiz' })).toHaveAttribute('href', '/signup');
  });
});
