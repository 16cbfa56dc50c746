import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardResponse } from '@pathwise/contracts';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { OverviewTab } from './overview-tab';

const matches: DashboardResponse['recommendations'] = [
  'Graphic Designers',
  'Art Directors',
  'Illustrators',
  'Animators',
].map((title, i) => ({
  title,
  matchScore: 93 - i * 4,
  reasoning: `${title} fit your artistic side.`,
  actionSteps: [],
}));

function renderOverview(dashboard: Partial<DashboardResponse>, user = makeUser(), isLoading = false) {
  const onSelectTab = jest.fn();
  const full: DashboardResponse = {
    progressScore: 0,
    recommendations: [],
    quizCompleted: false,
    resume: null,
    ...dashboard,
  };
  renderRoutes([
    {
      path: '/',
      element: <OverviewTab user={user} dashboard={full} isLoading={isLoading} onSelectTab={onSelectTab} />,
    },
  ]);
  return { onSelectTab, user: userEvent.setup() };
}

describe('Overview tab', () => {
  it('shows the first three matches with their percent, reasoning and the user location', () => {
    renderOverview({ recommendations: matches, quizCompleted: true, progressScore: 25 });
    const card = within(
      screen.getByRole('heading', { name: 'Career Matches', level: 2 }).closest('[data-slot="card"]') as HTMLElement,
    );
    expect(card.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Graphic Designers',
      'Art Directors',
      'Illustrators',
    ]);
    expect(card.getByText('93% match')).toBeInTheDocument();
    expect(card.getByText('Art Directors fit your artistic side.')).toBeInTheDocument();
    expect(card.getAllByText('Austin, TX')).toHaveLength(3);
    expect(card.getByRole('link', { name: /View All Recommendations/ })).toBeInTheDocument();
    expect(screen.getByText('Great matches found')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it("says 'Your area' when the user has no location", () => {
    renderOverview({ recommendations: matches }, makeUser({ location: null }));
    expect(screen.getAllByText('Your area')).toHaveLength(3);
  });

  it('jumps to the matches tab from the Career Matches stat card', async () => {
    const { onSelectTab, user } = renderOverview({ recommendations: matches });
    await user.click(screen.getByRole('button', { name: /^Career Matches\s*4\b/ }));
    expect(onSelectTab).toHaveBeenCalledWith('recommendations');
  });

  it('checks off Next Steps from the dashboard data; Start Applying is never done', () => {
    renderOverview({
      quizCompleted: true,
      resume: { fileName: 'cv.pdf', linkedinUrl: null, uploadedAt: '2026-01-01T00:00:00Z' },
      applied: true,
      progressScore: 100,
    });
    const steps = within(
      screen.getByRole('heading', { name: 'Next Steps' }).closest('[data-slot="card"]') as HTMLElement,
    );
    expect(steps.getByRole('link', { name: /Complete Skills Quiz/ })).toHaveTextContent('(done)');
    expect(steps.getByRole('link', { name: /Upload Resume/ })).toHaveTextContent('(done)');
    expect(steps.getByRole('link', { name: /Start Applying/ })).toHaveTextContent('(to do)');
    expect(screen.getByText('Complete!')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('says nothing about the figures while they load: no "Take quiz", no step shown as still to do', () => {
    renderOverview({}, makeUser(), true);
    const steps = within(
      screen.getByRole('heading', { name: 'Next Steps' }).closest('[data-slot="card"]') as HTMLElement,
    );
    expect(steps.getByRole('link', { name: /Complete Skills Quiz/ })).not.toHaveTextContent(/\(to do\)|\(done\)/);
    expect(screen.queryByText('Take quiz to get matches')).not.toBeInTheDocument();
    expect(screen.queryByText('Keep going!')).not.toBeInTheDocument();
  });

  it('marks premium tools for free users and offers Unlock Premium', () => {
    renderOverview({});
    expect(screen.getAllByText('Premium')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Unlock Premium' })).toBeInTheDocument();
    expect(screen.getByText('Take quiz to get matches')).toBeInTheDocument();
    expect(screen.getByText('No career matches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade Unlock Premium/ })).toHaveAttribute('href', '/subscribe');
  });

  it('unlocks them for premium users, with Manage instead of Upgrade', () => {
    renderOverview({}, makeUser({ isPremium: true }));
    expect(screen.getByText('Practice')).toBeInTheDocument();
    expect(screen.getByText('Chat')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unlock Premium' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage/ })).toBeInTheDocument();
  });
});
