// `npm run eval:resume`: the analyser's figures on the evaluation set.
//   npm run eval:resume                       figures per layout and per occupation group, dev / held-out / all
//   npm run eval:resume -- --details          plus what was missed or wrong, resume by resume (dev split)
//   npm run eval:resume -- --details --split heldout2   the same for an earlier held-out set (never heldout5 to 11)
//   npm run eval:resume -- --layout sidebar   one layout (or --resume <id>, never an unseen one)
//   npm run eval:resume -- --splits dev,heldout6   only the PDFs of these splits (unseen ones in aggregate only)
//   npm run eval:resume -- --no-scans         without the scanned PDFs (OCR takes seconds each)
//   npm run eval:resume -- --json out.json    the rows as JSON as well
//   npm run eval:resume -- --titles           only the title-mapping figures (test/eval/titles), with --details
//                                             what each dev title mapped to when wrong
import { writeFileSync } from 'node:fs';
import { details, figures, isUnseen, report, runEvaluation } from './evaluate.js';
import { loadResumes, type Split, SPLITS } from './eval-set.js';
import { titleReport } from './titles/title-eval.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const layout = option('layout');
const resume = option('resume');
const split = (option('split') ?? 'dev') as Split;
const splits = option('splits')?.split(',') as Split[] | undefined;
const splitOf = new Map(loadResumes().map((r) => [r.id, r.truth.split] as const));
const resumeSplit = resume && splitOf.get(resume);
if ((resume && (!resumeSplit || isUnseen(resumeSplit))) || isUnseen(split)) {
  process.stderr.write(`the unseen (heldout5 to heldout11) resumes are only measured as a whole\n`);
  process.exit(2);
}
if (args.includes('--titles')) {
  process.stdout.write(`${titleReport(args.includes('--details'))}\n`);
  process.exit(0);
}
const started = Date.now();
const rows = await runEvaluation({
  filter: (pdf) =>
    (!layout || pdf.layout === layout) &&
    (!resume || pdf.resume === resume) &&
    (!splits || splits.includes(splitOf.get(pdf.resume)!)) &&
    !(args.includes('--no-scans') && pdf.layout === 'scanned'),
});
process.stdout.write(`${report(rows)}\n`);
// three decimals per split (all layouts and scans together), to compare variants
const precise = SPLITS.filter((s) => rows.some((r) => r.split === s)).map((s) => {
  const f = figures(rows.filter((r) => r.split === s));
  return `${s} ${f.recall.toFixed(3)}/${f.precision.toFixed(3)} ${f.levelRight}/${f.pdfs}`;
});
process.stdout.write(`\n${precise.join('  ')}\n`);
if (args.includes('--details')) process.stdout.write(`\n${details(rows, resumeSplit || split)}\n`);
const json = option('json');
// the unseen splits' rows keep their counts, not what was missed or wrong
const shown = rows.map((r) =>
  isUnseen(r.split) ? { ...r, skills: { ...r.skills, missing: [], wrong: [] }, falseFeedback: [] } : r,
);
if (json) writeFileSync(json, JSON.stringify(shown, null, 2));
process.stdout.write(`\n${titleReport()}\n`);
process.stdout.write(`\n(${rows.length} PDFs analysed in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
