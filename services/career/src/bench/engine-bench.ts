import { loadCatalog } from '../catalog/load-catalog.js';
import { loadTitles } from '../catalog/load-titles.js';
import { createMatchEngine, type MatchEngine } from '../matching/match-engine.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission } from '../quiz/sample-answers.js';

export interface EngineBenchResult {
  runs: number;
  occupations: number;
  medianMs: number;
  p95Ms: number;
  /** Building the engine (catalog index) once, before the runs. */
  indexMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The engine budget of issue 4 (median under 20 ms): scores every catalog occupation for one user `runs` times,
 * after a short warm-up, and reports the median and p95 of one full match (scoring, ranking, reasoning, steps).
 * Called by scripts/bench-career.mjs at the repository root.
 */
export function benchmarkEngine(runs = 1000, engine?: MatchEngine): EngineBenchResult {
  const t0 = performance.now();
  const matcher = engine ?? createMatchEngine(loadCatalog(), loadTitles());
  const indexMs = performance.now() - t0;
  const profile = buildUserProfile(validateQuizSubmission(sampleSubmission(SAMPLE_PEOPLE.analytical)));
  const context = {
    resumeSkills: ['Python', 'Tableau', 'Machine Learning', 'Project Management'],
    hasResume: true,
    location: 'Austin, TX',
  };
  for (let i = 0; i < Math.min(50, runs); i++) matcher.match(profile, context);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    matcher.match(profile, context);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    runs,
    occupations: matcher.index.occupations.length,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    indexMs: round(indexMs),
  };
}
