import { type ScoredAnswerRow, sessionScores, weakestAnswers } from './interview-insights.js';

const answer = (over: Partial<ScoredAnswerRow> & { score: number; at: string }): ScoredAnswerRow => ({
  sessionId: 's1',
  questionId: 'q1',
  question: 'Why this role?',
  careerPath: 'Nurses',
  createdAt: new Date(over.at),
  rubric: [
    { key: 'relevance', label: 'Relevance', score: over.score, tip: null },
    { key: 'delivery', label: 'Delivery', score: over.score - 20, tip: 'Drop the fillers.' },
  ],
  ...over,
});

describe('sessionScores', () => {
  it('groups by session, oldest first, counting a retried question’s best attempt once', () => {
    const scores = sessionScores([
      answer({ sessionId: 's2', score: 90, at: '2026-11-10T10:00:00Z' }),
      answer({ score: 40, at: '2026-11-01T10:00:00Z' }),
      answer({ score: 60, at: '2026-11-01T10:03:00Z' }), // q1 retried: 60 counts, 40 does not
      answer({ questionId: 'q2', score: 80, at: '2026-11-01T10:05:00Z' }),
    ]);
    expect(scores).toEqual([
      {
        key: 's1',
        careerPath: 'Nurses',
        startedAt: '2026-11-01T10:00:00.000Z',
        answered: 2,
        score: 70,
        allParts: [
          { key: 'relevance', label: 'Relevance', score: 70 },
          { key: 'delivery', label: 'Delivery', score: 50 },
        ],
      },
      expect.objectContaining({ key: 's2', answered: 1, score: 90 }),
    ]);
  });

  it('groups answers given outside a session by UTC day', () => {
    const scores = sessionScores([
      answer({ sessionId: null, score: 50, at: '2026-11-03T23:00:00Z' }),
      answer({ sessionId: null, questionId: 'q9', score: 70, at: '2026-11-03T08:00:00Z' }),
      answer({ sessionId: null, score: 90, at: '2026-11-04T01:00:00Z' }),
    ]);
    expect(scores.map((s) => [s.key, s.score])).toEqual([
      ['day:2026-11-03', 60],
      ['day:2026-11-04', 90],
    ]);
  });

  it('is empty without answers', () => {
    expect(sessionScores([])).toEqual([]);
  });
});

describe('weakestAnswers', () => {
  it('lists the latest attempt of each question, lowest first, with its weakest part and tip', () => {
    const weak = weakestAnswers(
      [
        answer({ score: 30, at: '2026-11-01T10:00:00Z' }),
        answer({ score: 75, at: '2026-11-02T10:00:00Z' }), // the retry replaces the 30
        answer({ questionId: 'q2', question: 'A conflict?', score: 55, at: '2026-11-02T11:00:00Z' }),
      ],
      5,
    );
    expect(weak.map((w) => [w.question, w.score])).toEqual([
      ['A conflict?', 55],
      ['Why this role?', 75],
    ]);
    expect(weak[0]!.weakestPart).toEqual({ key: 'delivery', label: 'Delivery', score: 35, tip: 'Drop the fillers.' });
    expect(weakestAnswers([answer({ score: 10, at: '2026-11-01T00:00:00Z' })], 0)).toEqual([]);
  });
});
