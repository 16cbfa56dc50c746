import '../testing/polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import TermsPage from './terms';

describe('/terms', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <TermsPage />
      </MemoryRouter>,
    );
  });

  it('has the no-refund notice and the nine numbered sections in order', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No-refund policy' })).toBeInTheDocument();
    const numbered = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((text) => /^\d\./.test(text));
    expect(numbered).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Service',
      '3. Payment and Billing',
      '4. Cancellation',
      '5. Service Availability',
      '6. User Responsibilities',
      '7. Limitation of Liability',
      '8. Changes to Terms',
      '9. Contact Information',
    ]);
  });

  it('states the spec rules: price, access until the period ends, the 12-month cap and the contact channel', () => {
    expect(screen.getByText(/\$14\.99 per month/)).toBeInTheDocument();
    expect(
      screen.getByText(/continues until the end of the\s+billing period you have already paid for/),
    ).toBeInTheDocument();
    expect(screen.getByText(/paid us for the\s+Service in the twelve \(12\) months preceding/)).toBeInTheDocument();
    expect(screen.getByText(/through the AI Assistant feature in your\s+dashboard/)).toBeInTheDocument();
  });

  it('has Back to Home and Return buttons to /', () => {
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /^Return/ })).toHaveAttribute('href', '/');
  });
});
