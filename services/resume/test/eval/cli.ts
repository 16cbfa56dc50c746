// `npm run eval:resume`: the analyser's figures on the evaluation set.
//   npm run eval:resume                       figures per layout and per occupation group, dev / held-out / all
//   npm run eval:resume -- --details          plus what was missed or wrong, resume by resume (dev split)
//   npm run eval:resume -- --details --split heldout2   the same for an earlier held-out set (never heldout3, 4 or 5)
//   npm run eval:resume -- --layout sidebar   one layout (or --resume <id>, never an unseen one)
//   npm run eval:resume -- --json out.json    the rows as JSON as well
//   npm run eval:resume -- --titles           only the title-mapping figures (test/eval/titles), with --details
//                                             what each dev title mapped to when wrong
import { writeFileSync } from 'node:fs';
import { details, isUnseen, report, runEvaluation } from './evaluate.js';
import { loadResumes, type Split } from './eval-set.js';
import { titleReport } from './titles/title-eval.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const layout = option('layout');
const resume = option('resume');
const split = (option('split') ?? 'dev') as Split;
const resumeSplit = resume && loadResumes().find((r) => r.id === resume)?.truth.split;
if ((resume && (!resumeSplit || isUnseen(resumeSplit))) || isUnseen(split)) {
  process.stderr.write(`the unseen (heldout3, heldout4, heldout5) resumes are only measured as a whole\n`);
  process.exit(2);
}
if (args.includes('--titles')) {
  process.stdout.write(`${titleReport(args.includes('--details'))}\n`);
  process.exit(0);
}
const started = Date.now();
const rows = await runEvaluation({
  filter: (pdf) => (!layout || pdf.layout === layout) && (!resume || pdf.resume === resume),
});
process.stdout.write(`${report(rows)}\n`);
if (args.includes('--details')) process.stdout.write(`\n${details(rows, resumeSplit || split)}\n`);
const json = option('json');
// the unseen splits' rows keep their counts, not what was missed or wrong
const shown = rows.map((r) =>
  isUnseen(r.split) ? { ...r, skills: { ...r.skills, missing: [], wrong: [] }, falseFeedback: [] } : r,
);
if (json) writeFileSync(json, JSON.stringify(shown, null, 2));
process.stdout.write(`\n${titleReport()}\n`);
process.stdout.write(`\n(${rows.length} PDFs analysed in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
