import { loadCatalog } from '../catalog/load-catalog.js';
import { loadTitles } from '../catalog/load-titles.js';
import { createMatchEngine } from '../matching/match-engine.js';
import { estimateQuizSeconds } from '../quiz/quiz-duration.js';
import { QUIZ_QUESTIONS } from '../quiz/quiz-questions.js';
import {
  evaluatePersona,
  evaluateRandom,
  serviceMatcher,
  summarise,
  type PersonaResult,
  type RandomResult,
  type ScoreStats,
  type Summary,
} from './evaluate.js';
import { ADDED_2026_11_ROUND4 } from './personas/added-2026-11-round4.js';
import { ADDED_2026_11_ROUND5 } from './personas/added-2026-11-round5.js';
import { ADDED_2026_11_ROUND6 } from './personas/added-2026-11-round6.js';
import { ADDED_2026_11_ROUND7 } from './personas/added-2026-11-round7.js';
import { ADDED_2026_11_ROUND8 } from './personas/added-2026-11-round8.js';
import { ADDED_2026_11_ROUND9 } from './personas/added-2026-11-round9.js';
import { ADDED_2026_11_ROUND10 } from './personas/added-2026-11-round10.js';
import { ADDED_2026_11_ROUND11 } from './personas/added-2026-11-round11.js';
import { ADDED_2026_11_ROUND12 } from './personas/added-2026-11-round12.js';
import { ADDED_2026_11_ROUND13 } from './personas/added-2026-11-round13.js';
import { DEV_BROAD_FIELDS } from './personas/dev-broad-fields.js';
import { DEV_EVERYDAY } from './personas/dev-everyday-2026-11-25.js';
import { PERSONAS } from './personas/index.js';
import { readingLines } from './reading/measure-reading.js';
import { whyLines } from './why-ranked.js';

/**
 * `npm run eval:career`: the labelled personas through the real quiz and engine, and random answer sets.
 *   --verbose        each dev persona's first ten matches (held-out personas stay aggregate-only)
 *   --show-heldout   also the held-out personas' matches (do not tune on them)
 *   --show-rounds-4-7 also the matches of the people added before rounds 4 to 7 (the rounds a later session may tune
 *                    on; rounds 8 to 13 stay unseen)
 *   --why            each dev persona below 4 of 5: its first five and its best unshown accepted occupations, with
 *                    the components behind each score (why-ranked.ts)
 *   --random N       random answer sets (default 1000)
 *   --json           the figures as JSON
 */
export interface EvalReport {
  quizQuestions: number;
  quizMinutes: number;
  all: Summary;
  /** The first 29 dev people (the floors' dev figures since the first rounds). */
  dev: Summary;
  /** The 12 dev people of the broad everyday fields (dev-broad-fields.ts, 2026-11-25). */
  devBroad: Summary;
  /** The 13 dev people of everyday and professional work (dev-everyday-2026-11-25.ts, 2026-11-25, second session). */
  devEveryday: Summary;
  heldout: Summary;
  /** The held-out people added before the fourth round of tuning (measured before any change was made for them). */
  round4: Summary;
  /** The held-out people added before the fifth round (measured before any change was made for them). */
  round5: Summary;
  /** The held-out people added before the sixth round (measured before any change was made for them). */
  round6: Summary;
  /** The held-out people added before the seventh round (measured before any change was made for them). */
  round7: Summary;
  /** The held-out people added before the eighth round (measured before any change was made for them). */
  round8: Summary;
  /** The held-out people added before the ninth round (measured before any change was made for them). */
  round9: Summary;
  /** The held-out people added before the tenth round (measured on main def21fe before any change of that evening). */
  round10: Summary;
  /** The held-out people of round 11 (written late on 2026-11-24, measured on main 7f46d23 before any change after them). */
  round11: Summary;
  /** The held-out people of round 12 (written on 2026-11-25, measured on main 031b726 before any change after them). */
  round12: Summary;
  /** The held-out people of round 13 (written on the morning of 2026-11-25, measured on 76c47fc before any change after them). */
  round13: Summary;
  random: RandomResult;
  results: PersonaResult[];
}

const ROUND4_IDS = new Set(ADDED_2026_11_ROUND4.map((p) => p.id));
const ROUND5_IDS = new Set(ADDED_2026_11_ROUND5.map((p) => p.id));
const ROUND6_IDS = new Set(ADDED_2026_11_ROUND6.map((p) => p.id));
const ROUND7_IDS = new Set(ADDED_2026_11_ROUND7.map((p) => p.id));
const ROUND8_IDS = new Set(ADDED_2026_11_ROUND8.map((p) => p.id));
const ROUND9_IDS = new Set(ADDED_2026_11_ROUND9.map((p) => p.id));
const ROUND10_IDS = new Set(ADDED_2026_11_ROUND10.map((p) => p.id));
const ROUND11_IDS = new Set(ADDED_2026_11_ROUND11.map((p) => p.id));
const DEV_BROAD_IDS = new Set(DEV_BROAD_FIELDS.map((p) => p.id));
const DEV_EVERYDAY_IDS = new Set(DEV_EVERYDAY.map((p) => p.id));
const ROUND12_IDS = new Set(ADDED_2026_11_ROUND12.map((p) => p.id));
const ROUND13_IDS = new Set(ADDED_2026_11_ROUND13.map((p) => p.id));
const ROUNDS_4_TO_7_IDS = new Set([...ROUND4_IDS, ...ROUND5_IDS, ...ROUND6_IDS, ...ROUND7_IDS]);

export function runEvaluation(randomRuns = 1000): EvalReport {
  const catalog = loadCatalog();
  const engine = createMatchEngine(catalog, loadTitles());
  const matcher = serviceMatcher(engine);
  const codes = new Set(catalog.occupations.map((o) => o.code));
  const results = PERSONAS.map((p) => evaluatePersona(p, QUIZ_QUESTIONS, matcher, codes));
  return {
    quizQuestions: QUIZ_QUESTIONS.length,
    quizMinutes: estimateQuizSeconds(QUIZ_QUESTIONS) / 60,
    all: summarise(results),
    dev: summarise(
      results.filter(
        (r) => r.persona.split === 'dev' && !DEV_BROAD_IDS.has(r.persona.id) && !DEV_EVERYDAY_IDS.has(r.persona.id),
      ),
    ),
    devBroad: summarise(results.filter((r) => DEV_BROAD_IDS.has(r.persona.id))),
    devEveryday: summarise(results.filter((r) => DEV_EVERYDAY_IDS.has(r.persona.id))),
    heldout: summarise(results.filter((r) => r.persona.split === 'heldout')),
    round4: summarise(results.filter((r) => ROUND4_IDS.has(r.persona.id))),
    round5: summarise(results.filter((r) => ROUND5_IDS.has(r.persona.id))),
    round6: summarise(results.filter((r) => ROUND6_IDS.has(r.persona.id))),
    round7: summarise(results.filter((r) => ROUND7_IDS.has(r.persona.id))),
    round8: summarise(results.filter((r) => ROUND8_IDS.has(r.persona.id))),
    round9: summarise(results.filter((r) => ROUND9_IDS.has(r.persona.id))),
    round10: summarise(results.filter((r) => ROUND10_IDS.has(r.persona.id))),
    round11: summarise(results.filter((r) => ROUND11_IDS.has(r.persona.id))),
    round12: summarise(results.filter((r) => ROUND12_IDS.has(r.persona.id))),
    round13: summarise(results.filter((r) => ROUND13_IDS.has(r.persona.id))),
    random: evaluateRandom(QUIZ_QUESTIONS, matcher, randomRuns),
    results,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : 'n/a');

function statsLine(label: string, s: ScoreStats): string {
  const share = (n: number) => (s.n ? pct(n / s.n) : 'n/a');
  return `  ${label.padEnd(10)} n=${String(s.n).padStart(3)}  mean ${f1(s.mean)}  p10 ${s.p10}  median ${s.median}  p90 ${s.p90}  | Excellent ${share(s.excellent)}  Good ${share(s.good)}  Potential ${share(s.potential)}`;
}

/** Of the matches shown in a band, the share a counsellor accepts: what the band means. */
function bandPrecision(s: Summary): string {
  const band = (key: 'excellent' | 'good' | 'potential') => {
    const n = s.accepted[key] + s.rejected[key];
    return n ? `${pct(s.accepted[key] / n)} of ${n}` : 'none';
  };
  return `Excellent ${band('excellent')}, Good ${band('good')}, Potential ${band('potential')}`;
}

function summaryLines(name: string, s: Summary): string[] {
  return [
    `${name} (${s.personas} personas)`,
    `  fit@5  ${pct(s.fit5)}   (personas with 4+ of 5 acceptable: ${s.atLeast4of5}/${s.personas})`,
    `  fit@10 ${pct(s.fit10)}`,
    `  named target in the top 10: ${s.targetsInTop10}/${s.targets}`,
    '  scores of the first 10 shown, by label:',
    statsLine('accepted', s.accepted),
    statsLine('rejected', s.rejected),
    `  share acceptable by band: ${bandPrecision(s)}`,
  ];
}

function personaLines(r: PersonaResult): string[] {
  const p = r.persona;
  const target = p.target
    ? ` target "${p.target.phrase}" ${r.targetRank ? `#${r.targetRank}` : 'not in the list'}`
    : '';
  return [
    `- ${p.id} [${p.intent}] fit@5 ${r.fit5.toFixed(1)} fit@10 ${r.fit10.toFixed(1)}${target}`,
    ...r.shown
      .slice(0, 10)
      .map((m, i) => `    ${String(i + 1).padStart(2)}. ${m.accepted ? '+' : '-'} ${m.score}  ${m.code}  ${m.title}`),
  ];
}

export function formatReport(
  report: EvalReport,
  options: { verbose?: boolean; showHeldout?: boolean; showRounds4to7?: boolean } = {},
): string {
  const r = report.random;
  const lines = [
    `Quiz: ${report.quizQuestions} questions, estimated ${report.quizMinutes.toFixed(1)} minutes`,
    '',
    ...summaryLines('All', report.all),
    '',
    ...summaryLines('Dev', report.dev),
    '',
    ...summaryLines('Dev, broad everyday fields (added 2026-11-25)', report.devBroad),
    '',
    ...summaryLines('Dev, everyday and professional work (added 2026-11-25, second session)', report.devEveryday),
    '',
    ...summaryLines('Held-out', report.heldout),
    '',
    ...summaryLines('Held-out, added before the fourth round', report.round4),
    '',
    ...summaryLines('Held-out, added before the fifth round', report.round5),
    '',
    ...summaryLines('Held-out, added before the sixth round', report.round6),
    '',
    ...summaryLines('Held-out, added before the seventh round', report.round7),
    '',
    ...summaryLines('Held-out, added before the eighth round', report.round8),
    '',
    ...summaryLines('Held-out, added before the ninth round', report.round9),
    '',
    ...summaryLines('Held-out, added before the tenth round', report.round10),
    '',
    ...summaryLines('Held-out, round 11 (added after the tenth)', report.round11),
    '',
    ...summaryLines('Held-out, round 12 (added on 2026-11-25)', report.round12),
    '',
    ...summaryLines('Held-out, round 13 (added on the morning of 2026-11-25)', report.round13),
    '',
    `Random answer sets (${r.runs}): best match 80+ in ${pct(r.top80 / r.runs)}, 90+ in ${pct(r.top90 / r.runs)}; refused ${pct(r.refused / r.runs)}; median best ${r.medianTop}`,
  ];
  if (options.verbose || options.showHeldout || options.showRounds4to7) {
    lines.push('');
    for (const result of report.results) {
      const shown =
        result.persona.split === 'dev'
          ? options.verbose
          : options.showHeldout || (options.showRounds4to7 && ROUNDS_4_TO_7_IDS.has(result.persona.id));
      if (shown) lines.push(...personaLines(result));
    }
  }
  return lines.join('\n');
}

export function main(argv: string[]): void {
  const flag = (name: string) => argv.includes(`--${name}`);
  const randomAt = argv.indexOf('--random');
  const report = runEvaluation(randomAt >= 0 ? Number(argv[randomAt + 1]) : 1000);
  if (flag('json')) {
    const { results, ...figures } = report;
    console.log(
      JSON.stringify(
        {
          ...figures,
          personas: results
            .filter((x) => x.persona.split === 'dev' || flag('show-heldout'))
            .map((x) => ({ id: x.persona.id, fit5: x.fit5, fit10: x.fit10 })),
        },
        null,
        2,
      ),
    );
  } else
    console.log(
      formatReport(report, {
        verbose: flag('verbose'),
        showHeldout: flag('show-heldout'),
        showRounds4to7: flag('show-rounds-4-7'),
      }),
    );
  if (!flag('json'))
    console.log(['', ...readingLines(createMatchEngine(loadCatalog(), loadTitles()).index.titles)].join('\n'));
  if (flag('why')) {
    const failing = report.results.filter((r) => r.persona.split === 'dev' && r.fit5 < 0.8).map((r) => r.persona);
    console.log(['', ...whyLines(failing)].join('\n'));
  }
}
