/** Figures of the engines' evaluation sets (npm run eval:interview; the tests assert floors on them). */

export const GRADES = ['off-topic', 'weak', 'adequate', 'strong'] as const;
export type Grade = (typeof GRADES)[number];
export const gradeRank = (g: Grade) => GRADES.indexOf(g);

export interface GradedScore {
  id: string;
  grade: Grade;
  score: number;
}

/** Ranks with ties averaged (1-based). */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on ranks, ties averaged). */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

export interface AnswerSetFigures {
  count: number;
  meanByGrade: Record<Grade, number | null>;
  /** Smallest gap between the means of adjacent grades (strong-adequate, adequate-weak, weak-off-topic). */
  minAdjacentGap: number;
  strongMinusWeak: number;
  spearman: number;
  /** Of all pairs with different grades, the share the engine orders the same way (ties count half). */
  pairwiseOrder: number;
  strongAtLeast70: number;
  offTopicAtMost25: number;
}

export function answerFigures(rows: GradedScore[]): AnswerSetFigures {
  const meanByGrade = Object.fromEntries(
    GRADES.map((g) => {
      const xs = rows.filter((r) => r.grade === g).map((r) => r.score);
      return [g, xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null];
    }),
  ) as Record<Grade, number | null>;
  const present = GRADES.filter((g) => meanByGrade[g] !== null);
  const gaps = present.slice(1).map((g, i) => (meanByGrade[g] as number) - (meanByGrade[present[i]] as number));
  let agree = 0;
  let pairs = 0;
  for (const a of rows)
    for (const b of rows) {
      if (gradeRank(a.grade) <= gradeRank(b.grade)) continue;
      pairs++;
      agree += a.score > b.score ? 1 : a.score === b.score ? 0.5 : 0;
    }
  const share = (xs: GradedScore[], ok: (r: GradedScore) => boolean) =>
    xs.length ? xs.filter(ok).length / xs.length : 1;
  return {
    count: rows.length,
    meanByGrade,
    minAdjacentGap: gaps.length ? Math.min(...gaps) : 0,
    strongMinusWeak: (meanByGrade.strong ?? 0) - (meanByGrade.weak ?? 0),
    spearman: spearman(
      rows.map((r) => gradeRank(r.grade)),
      rows.map((r) => r.score),
    ),
    pairwiseOrder: pairs ? agree / pairs : 1,
    strongAtLeast70: share(
      rows.filter((r) => r.grade === 'strong'),
      (r) => r.score >= 70,
    ),
    offTopicAtMost25: share(
      rows.filter((r) => r.grade === 'off-topic'),
      (r) => r.score <= 25,
    ),
  };
}

export interface ClassificationFigures {
  count: number;
  accuracy: number;
  /** Per true category: how many, how many right. */
  byCategory: Record<string, { count: number; correct: number }>;
  confusions: { id: string; expected: string; got: string }[];
}

export function classificationFigures(rows: { id: string; expected: string; got: string }[]): ClassificationFigures {
  const byCategory: ClassificationFigures['byCategory'] = {};
  for (const r of rows) {
    const c = (byCategory[r.expected] ??= { count: 0, correct: 0 });
    c.count++;
    if (r.got === r.expected) c.correct++;
  }
  return {
    count: rows.length,
    accuracy: rows.length ? rows.filter((r) => r.got === r.expected).length / rows.length : 0,
    byCategory,
    confusions: rows.filter((r) => r.got !== r.expected),
  };
}
