import { atsChart, funnelBars, matchMoves, matchMovesChart, rubricChart, valueScale } from './chart-data';

const session = (startedAt: string, score: number, parts: [string, number][]) => ({
  key: startedAt,
  careerPath: 'Nurses',
  startedAt,
  answered: 2,
  score,
  parts: parts.map(([key, s]) => ({ key, label: key.toUpperCase(), score: s })),
});

const attempt = (takenAt: string, matches: [string, number][]) => ({
  submissionId: takenAt,
  takenAt,
  matches: matches.map(([title, matchScore], i) => ({ occupationCode: title, title, matchScore, rank: i + 1 })),
});

describe('chart data', () => {
  it('charts interview scores per session: overall, then each rubric part, null where a session lacks one', () => {
    const chart = rubricChart([
      session('2026-11-02T10:00:00Z', 60, [
        ['relevance', 80],
        ['delivery', 40],
      ]),
      session('2026-11-09T10:00:00Z', 72, [['relevance', 85]]),
    ]);
    expect(chart.points).toEqual(['Nov 2', 'Nov 9']);
    expect(chart.series).toEqual([
      { key: 'overall', label: 'Overall', values: [60, 72] },
      { key: 'relevance', label: 'RELEVANCE', values: [80, 85] },
      { key: 'delivery', label: 'DELIVERY', values: [40, null] },
    ]);
  });

  it('charts the ATS score per resume version', () => {
    expect(
      atsChart([
        { version: 1, atsScore: 52, analyzedAt: '2026-11-01T09:00:00Z', fileName: 'a.pdf' },
        { version: 3, atsScore: null, analyzedAt: '2026-11-05T09:00:00Z', fileName: null },
      ]),
    ).toEqual({
      points: ['v1 · Nov 1', 'v3 · Nov 5'],
      series: [{ key: 'ats', label: 'ATS score', values: [52, null] }],
    });
  });

  it('follows the latest attempt’s top matches back through earlier attempts, and says how each moved', () => {
    const attempts = [
      attempt('2026-11-01T00:00:00Z', [
        ['Nurses', 80],
        ['Teachers', 75],
      ]),
      attempt('2026-11-08T00:00:00Z', [
        ['Teachers', 88],
        ['Nurses', 80],
        ['Chefs', 70],
      ]),
    ];
    const chart = matchMovesChart(attempts, 2);
    expect(chart.points).toEqual(['Quiz 1 · Nov 1', 'Quiz 2 · Nov 8']);
    expect(chart.series).toEqual([
      { key: 'Teachers', label: 'Teachers', values: [75, 88] },
      { key: 'Nurses', label: 'Nurses', values: [80, 80] },
    ]);
    expect(matchMoves(attempts)).toEqual([
      'Teachers: #2 → #1 (75% → 88%)',
      'Nurses: #1 → #2 (80% → 80%)',
      'Chefs: new at #3 (70%)',
    ]);
    expect(matchMoves(attempts.slice(0, 1))).toEqual([]);
    expect(matchMovesChart([])).toEqual({ points: [], series: [] });
  });

  it('turns the funnel into saved, applied and still-waiting bars', () => {
    expect(funnelBars({ saved: 5, applied: 3, savedAndApplied: 2, waiting: [] }).map((b) => b.value)).toEqual([
      5, 3, 3,
    ]);
  });

  it('scales scores to 100 and counts to a round top', () => {
    expect(valueScale([40, 90], true)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(valueScale([5, 3, null], false)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale([0], false).max).toBe(4);
  });
});
