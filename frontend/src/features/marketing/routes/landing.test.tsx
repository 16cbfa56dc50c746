import '../testing/polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import LandingPage from './landing';

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('landing page', () => {
  it('header links: #features, #how-it-works, /pricing, Sign In → /auth, Sign Up Free → /signup', () => {
    renderLanding();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(banner).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#how-it-works');
    expect(within(banner).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(banner).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    // The anchors have targets on the page.
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('how-it-works')).not.toBeNull();
  });

  it('has the spec sections: hero, six features, four steps, quiz teaser, sample dashboard, pricing, demos, CTA', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const feature of [
      'Skills & Interests Quiz',
      'Resume Analysis',
      'Local Job Market',
      'AI Career Recommendations',
      'Resume Builder',
      'Interview Practice',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    const steps = within(screen.getByRole('region', { name: /four steps/i })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);

    expect(screen.getByText('Question 3 of 10')).toBeInTheDocument();
    expect(screen.getByText('30% complete')).toBeInTheDocument();
    for (const choice of ['Remote', 'Office', 'Hybrid', 'Field']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${choice}`) })).toBeInTheDocument();
    }

    expect(screen.getByText('85%')).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'AI Interview Practice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Response Drafts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your next career move starts with one quiz' })).toBeInTheDocument();
  });

  it('pricing on the landing page: Free and Premium buttons go to /auth', () => {
    renderLanding();
    const free = screen.getByRole('group', { name: 'Free' });
    const premium = screen.getByRole('group', { name: 'Premium' });
    expect(within(free).getByRole('link')).toHaveAttribute('href', '/auth');
    expect(within(premium).getByRole('link')).toHaveAttribute('href', '/auth');
    expect(within(premium).getByText('$14.99')).toBeInTheDocument();
  });

  it('footer links to /terms, /pricing and /about', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(footer).getByRole('link', { name: 'About & Data Sources' })).toHaveAttribute('href', '/about');
  });

  it('the quiz teaser answers a pick with an invitation to sign up', () => {
    renderLanding();
    fireEvent.click(screen.getByRole('radio', { name: /^Hybrid/ }));
    expect(screen.getByRole('radio', { name: /^Hybrid/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  it('the mobile menu toggles', () => {
    renderLanding();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });
});
