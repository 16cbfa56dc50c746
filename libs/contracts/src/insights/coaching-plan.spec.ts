import {
  type CoachingInput,
  COACHING_MAX_ACTIONS,
  COACHING_MIN_ACTIONS,
  weakestPart,
  weeklyCoachingPlan,
} from './coaching-plan.js';
import { isoWeek } from './iso-week.js';

const MONDAY = new Date('2026-11-23T08:00:00Z');
const SUNDAY = new Date('2026-11-29T22:00:00Z');
const NEXT_MONDAY = new Date('2026-11-30T08:00:00Z');

const part = (key: string, score: number) => ({ key, label: key[0]!.toUpperCase() + key.slice(1), score });

/** A premium user with some of everything: quiz twice, two resume versions, interview practice, saved jobs. */
function busyUser(): CoachingInput {
  return {
    interviewInsights: {
      sessions: [
        {
          key: 's1',
          careerPath: 'Data Scientists',
          startedAt: '2026-11-10T10:00:00Z',
          answered: 3,
          score: 58,
          parts: [part('relevance', 80), part('specificity', 40), part('structure', 62)],
        },
        {
          key: 's2',
          careerPath: 'Data Scientists',
          startedAt: '2026-11-20T10:00:00Z',
          answered: 3,
          score: 64,
          parts: [part('relevance', 82), part('specificity', 50), part('structure', 70)],
        },
      ],
      weakestAnswers: [
        {
          question: 'Tell me about a time you cleaned a messy data set.',
          careerPath: 'Data Scientists',
          score: 41,
          answeredAt: '2026-11-20T10:05:00Z',
          weakestPart: { ...part('specificity', 30), tip: 'Name one figure that shows the result.' },
        },
      ],
    },
    applicationFunnel: {
      saved: 4,
      applied: 1,
      savedAndApplied: 1,
      waiting: [{ jobId: 'j1', title: 'Data Analyst', company: 'Acme', savedAt: '2026-11-12T09:00:00Z' }],
    },
    resumeInsights: {
      versions: [
        { version: 1, atsScore: 52, analyzedAt: '2026-11-01T09:00:00Z', fileName: 'cv.pdf' },
        { version: 2, atsScore: 71, analyzedAt: '2026-11-18T09:00:00Z', fileName: 'cv-2.pdf' },
      ],
      matchGaps: [{ source: 'career-matches', occupations: ['Data Scientists'], keywords: ['SQL', 'Tableau'] }],
    },
    matchHistory: {
      attempts: [
        {
          submissionId: 'q1',
          takenAt: '2026-11-05T09:00:00Z',
          matches: [{ occupationCode: '15-2051.00', title: 'Data Scientists', matchScore: 84, rank: 1 }],
        },
      ],
    },
    jobs: {
      insights: {
        occupations: [
          {
            code: '15-2051.00',
            title: 'Data Scientists',
            nearby: 2,
            remote: 14,
            total: 40,
            searchKeyword: 'data scientist',
          },
        ],
      },
    },
  };
}

/** A premium user who has done nothing yet. */
function newUser(): CoachingInput {
  return {
    interviewInsights: { sessions: [], weakestAnswers: [] },
    applicationFunnel: { saved: 0, applied: 0, savedAndApplied: 0, waiting: [] },
    resumeInsights: { versions: [], matchGaps: [] },
    matchHistory: { attempts: [] },
    jobs: { insights: { occupations: [] } },
  };
}

describe('weeklyCoachingPlan', () => {
  it('draws three to five actions from the user’s own gaps, matches, applications and weakest answers', () => {
    const plan = weeklyCoachingPlan(busyUser(), MONDAY);
    expect(plan.week).toBe('2026-W48');
    expect(plan.actions.length).toBeGreaterThanOrEqual(COACHING_MIN_ACTIONS);
    expect(plan.actions.length).toBeLessThanOrEqual(COACHING_MAX_ACTIONS);
    const byKind = Object.fromEntries(plan.actions.map((a) => [a.kind, a]));
    expect(byKind['add-keyword']).toMatchObject({
      title: 'Add “SQL” to your resume',
      href: '/resume-builder?tab=analysis',
    });
    expect(byKind['add-keyword']!.detail).toContain('Data Scientists, your top match');
    expect(byKind['practise-weakest-part']).toMatchObject({
      title: 'Practise specificity in your interview answers',
      href: '/interview-practice',
    });
    expect(byKind['practise-weakest-part']!.detail).toContain('average 45/100');
    expect(byKind['practise-weakest-part']!.detail).toContain('Name one figure');
    expect(byKind['apply-saved']).toMatchObject({
      title: 'Apply to Data Analyst at Acme',
      href: '/jobs?keyword=Data+Analyst',
    });
    expect(byKind['apply-saved']!.detail).toContain('2 more saved jobs wait');
    // the resume moved 19 points since the quiz: retake it
    expect(byKind['retake-quiz']).toMatchObject({ href: '/quiz' });
    expect(byKind['retake-quiz']!.detail).toContain('from 52 to 71');
    // the best-ranked actions come first; five at most, so the fifth of six is dropped
    expect(plan.actions.map((a) => a.kind)).toEqual([
      'add-keyword',
      'practise-weakest-part',
      'apply-saved',
      'retake-quiz',
      'widen-search',
    ]);
    expect(byKind['widen-search']!.href).toBe('/jobs?keyword=data+scientist&remoteOnly=true');
  });

  it('is stable within an ISO week and links every action to a screen of the product', () => {
    const monday = weeklyCoachingPlan(busyUser(), MONDAY);
    expect(weeklyCoachingPlan(busyUser(), SUNDAY)).toEqual(monday);
    for (const action of monday.actions)
      expect(action.href).toMatch(/^\/(resume-builder|jobs|interview-practice|quiz)/);
    expect(new Set(monday.actions.map((a) => a.id)).size).toBe(monday.actions.length);
  });

  it('gives a new user the first steps, and never fewer than three actions', () => {
    const plan = weeklyCoachingPlan(newUser(), MONDAY);
    expect(plan.actions.map((a) => a.kind).slice(0, 3)).toEqual(['take-quiz', 'upload-resume', 'first-interview']);
    expect(plan.actions.length).toBeGreaterThanOrEqual(COACHING_MIN_ACTIONS);
  });

  it('fills up to three with everyday actions when the data suggests fewer, rotating them by week', () => {
    const quiet: CoachingInput = {
      ...newUser(),
      matchHistory: busyUser().matchHistory,
      resumeInsights: {
        versions: [{ version: 1, atsScore: 90, analyzedAt: '2026-11-01T00:00:00Z', fileName: null }],
        matchGaps: [],
      },
      interviewInsights: {
        sessions: [
          {
            key: 's',
            careerPath: 'x',
            startedAt: '2026-11-02T00:00:00Z',
            answered: 1,
            score: 90,
            parts: [part('relevance', 90)],
          },
        ],
        weakestAnswers: [],
      },
      applicationFunnel: { saved: 2, applied: 2, savedAndApplied: 2, waiting: [] },
    };
    const weeks = [MONDAY, NEXT_MONDAY, new Date('2026-12-07T00:00:00Z'), new Date('2026-12-14T00:00:00Z')];
    const plans = weeks.map((w) => weeklyCoachingPlan(quiet, w));
    for (const plan of plans) expect(plan.actions).toHaveLength(3);
    // the same three everyday actions, in an order of the week's own
    expect(new Set(plans.map((p) => p.actions.map((a) => a.kind).join())).size).toBeGreaterThan(1);
  });

  it('keeps working when a part of the data could not be read (a service down)', () => {
    const plan = weeklyCoachingPlan(
      { interviewInsights: null, applicationFunnel: null, resumeInsights: null, matchHistory: null, jobs: null },
      MONDAY,
    );
    expect(plan.actions.length).toBe(COACHING_MIN_ACTIONS);
  });

  it('drops an action once the data says it is done', () => {
    const done = busyUser();
    done.applicationFunnel = { saved: 4, applied: 4, savedAndApplied: 4, waiting: [] };
    expect(weeklyCoachingPlan(done, MONDAY).actions.map((a) => a.kind)).not.toContain('apply-saved');
  });
});

describe('weakestPart', () => {
  it('is the lowest mean over the three latest sessions', () => {
    const s = (score: number, spec: number) => ({
      key: String(score),
      careerPath: 'x',
      startedAt: '2026-11-01T00:00:00Z',
      answered: 1,
      score,
      parts: [part('relevance', score), part('specificity', spec)],
    });
    // the oldest session (specificity 0) is out of the window
    expect(weakestPart([s(10, 0), s(60, 90), s(70, 90), s(80, 90)])).toEqual({
      key: 'relevance',
      label: 'Relevance',
      score: 70,
    });
    expect(weakestPart([])).toBeNull();
  });
});

describe('isoWeek', () => {
  it('follows ISO 8601 across year ends', () => {
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});
