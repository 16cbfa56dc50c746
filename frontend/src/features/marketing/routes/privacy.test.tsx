import '../testing/polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import PrivacyPage from './privacy';

describe('/privacy', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <PrivacyPage />
      </MemoryRouter>,
    );
  });

  it('says what is stored, each with how long it is kept', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const stored = screen.getByRole('region', { name: 'What we store and for how long' });
    const kinds = within(stored)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(kinds).toEqual([
      'Your account',
      'Quiz answers',
      'Resumes and their analyses',
      'Saved jobs and applications',
      'Interview practice sessions and drafts',
      'Subscription',
    ]);
    for (const kind of kinds) {
      expect(within(screen.getByRole('region', { name: String(kind) })).getByText('How long:')).toBeInTheDocument();
    }
  });

  it('says what is kept after an account is deleted to keep the free trial once per person', () => {
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(subscription).toHaveTextContent('one-way hash of your email address');
    expect(screen.getByRole('region', { name: 'Delete your data' })).toHaveTextContent(
      'a one-way hash of your email address with the trial',
    );
  });

  it('says how to download and how to delete it, leading to the profile tab', () => {
    const download = screen.getByRole('region', { name: 'Download your data' });
    expect(download).toHaveTextContent('Download my data');
    expect(download).toHaveTextContent('JSON');
    expect(within(download).getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
    const remove = screen.getByRole('region', { name: 'Delete your data' });
    expect(remove).toHaveTextContent('Delete account');
    expect(remove).toHaveTextContent('current password');
    expect(remove).toHaveTextContent('cannot be undone');
    expect(within(remove).getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
  });

  it('leads back home', () => {
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Return to Pathwise' })).toHaveAttribute('href', '/');
  });
});
