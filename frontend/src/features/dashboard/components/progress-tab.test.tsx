import { screen, within } from '@testing-library/react';
import type { DashboardResponse } from '@pathwise/contracts';
import { renderRoutes } from '@/testing/render';
import { ProgressTab } from './progress-tab';

const fresh: DashboardResponse = { progressScore: 0, recommendations: [], quizCompleted: false, resume: null };

const busy: DashboardResponse = {
  progressScore: 75,
  quizCompleted: true,
  resume: { fileName: 'cv.pdf', linkedinUrl: null, uploadedAt: '2026-01-02T00:00:00Z' },
  interviewPracticed: true,
  applied: false,
  recommendations: Array.from({ length: 12 }, (_, i) => ({
    title: `Career ${i + 1}`,
    matchScore: 90 - i,
    reasoning: 'Fits.',
    actionSteps: [],
  })),
};

function renderProgress(dashboard: DashboardResponse, isPremium = false) {
  return renderRoutes([{ path: '/', element: <ProgressTab dashboard={dashboard} isPremium={isPremium} /> }]);
}

describe('Progress tab', () => {
  it('lists the four steps, none done, for a new user', () => {
    renderProgress(fresh);
    expect(screen.getByText('0 of 4 steps complete')).toBeInTheDocument();
    const items = screen.getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [expect.stringContaining('1. Complete skills assessment'), '/quiz'],
      [expect.stringContaining('2. Upload resume'), '/resume-builder'],
      [expect.stringContaining('3. Practice interviews'), '/interview-practice'],
      [expect.stringContaining('4. Apply to jobs'), '/jobs'],
    ]);
    for (const item of items) expect(item).toHaveTextContent('(to do)');
    expect(within(items[2]).getByText('Premium')).toBeInTheDocument();
  });

  it('checks steps off from the dashboard data and sums up the achievements', () => {
    renderProgress(busy, true);
    expect(screen.getByText('3 of 4 steps complete')).toBeInTheDocument();
    const items = screen.getAllByRole('link');
    expect(items.map((a) => a.textContent?.endsWith('(done)'))).toEqual([true, true, true, false]);
    expect(screen.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '75');

    const achievements = screen
      .getByRole('heading', { name: 'Achievements' })
      .closest('[data-slot="card"]') as HTMLElement;
    const facts = within(achievements);
    expect(facts.getByText('Quiz').nextSibling).toHaveTextContent('Completed');
    expect(facts.getByText('Resume').nextSibling).toHaveTextContent('Uploaded');
    expect(facts.getByText('Career matches').nextSibling).toHaveTextContent('12');
    expect(facts.getByText('Account type').nextSibling).toHaveTextContent('Premium');
  });

  it('says what is still to do in the achievements of a new free user', () => {
    renderProgress(fresh);
    expect(screen.getAllByText('Not yet')).toHaveLength(2);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
