import type {
  InsightsFunnel,
  InsightsPracticeSession,
  InsightsQuizAttempt,
  InsightsResumeVersion,
} from '@pathwise/contracts';

/** One line of a line chart: a value per point of the x axis, null where it has none. */
export interface ChartSeries {
  key: string;
  label: string;
  values: (number | null)[];
}

export interface LineChartData {
  /** The x axis, in time order. */
  points: string[];
  series: ChartSeries[];
}

export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Interview scores over time: the overall score and each rubric part, one point per session (oldest first). */
export function rubricChart(sessions: readonly InsightsPracticeSession[]): LineChartData {
  const parts = new Map<string, string>();
  for (const session of sessions)
    for (const part of session.parts) if (!parts.has(part.key)) parts.set(part.key, part.label);
  return {
    points: sessions.map((s) => shortDate(s.startedAt)),
    series: [
      { key: 'overall', label: 'Overall', values: sessions.map((s) => s.score) },
      ...[...parts].map(([key, label]) => ({
        key,
        label,
        values: sessions.map((s) => s.parts.find((p) => p.key === key)?.score ?? null),
      })),
    ],
  };
}

/** The resume's ATS score across versions (oldest first). */
export function atsChart(versions: readonly InsightsResumeVersion[]): LineChartData {
  return {
    points: versions.map((v) => `v${v.version} · ${shortDate(v.analyzedAt)}`),
    series: [{ key: 'ats', label: 'ATS score', values: versions.map((v) => v.atsScore) }],
  };
}

/**
 * How matches moved between quiz attempts: the latest attempt's top matches, each a line of its match score per
 * attempt (null where that attempt did not rank it among its top matches).
 */
export function matchMovesChart(attempts: readonly InsightsQuizAttempt[], top = 5): LineChartData {
  const latest = attempts.at(-1);
  const followed = [...(latest?.matches ?? [])].sort((a, b) => a.rank - b.rank).slice(0, top);
  return {
    points: attempts.map((a, i) => `Quiz ${i + 1} · ${shortDate(a.takenAt)}`),
    series: followed.map((m) => ({
      key: m.occupationCode || m.title,
      label: m.title,
      values: attempts.map(
        (a) =>
          a.matches.find((x) => (x.occupationCode || x.title) === (m.occupationCode || m.title))?.matchScore ?? null,
      ),
    })),
  };
}

/** A sentence per followed match: where it stood in the previous attempt and where it stands now. */
export function matchMoves(attempts: readonly InsightsQuizAttempt[], top = 5): string[] {
  if (attempts.length < 2) return [];
  const [before, now] = attempts.slice(-2) as [InsightsQuizAttempt, InsightsQuizAttempt];
  const same = (a: { occupationCode: string; title: string }, b: { occupationCode: string; title: string }) =>
    (a.occupationCode || a.title) === (b.occupationCode || b.title);
  return [...now.matches]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, top)
    .map((m) => {
      const was = before.matches.find((x) => same(x, m));
      if (!was) return `${m.title}: new at #${m.rank} (${m.matchScore}%)`;
      if (was.rank === m.rank && was.matchScore === m.matchScore) return `${m.title}: unchanged at #${m.rank}`;
      return `${m.title}: #${was.rank} → #${m.rank} (${was.matchScore}% → ${m.matchScore}%)`;
    });
}

/** The application funnel as bars: saved, applied, and saved jobs still waiting for an application. */
export function funnelBars(funnel: InsightsFunnel): BarDatum[] {
  return [
    { key: 'saved', label: 'Saved', value: funnel.saved },
    { key: 'applied', label: 'Applied', value: funnel.applied },
    { key: 'waiting', label: 'Saved, not applied yet', value: Math.max(0, funnel.saved - funnel.savedAndApplied) },
  ];
}

/** Where a chart's values sit between 0 and 100 (scores), or 0 and the largest value rounded up (counts). */
export function valueScale(values: readonly (number | null)[], percent: boolean): { max: number; ticks: number[] } {
  if (percent) return { max: 100, ticks: [0, 25, 50, 75, 100] };
  const top = Math.max(1, ...values.filter((v): v is number => v !== null));
  const step = Math.max(1, Math.ceil(top / 4));
  return { max: step * 4, ticks: [0, step, step * 2, step * 3, step * 4] };
}
