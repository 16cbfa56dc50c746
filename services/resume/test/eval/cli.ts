// `npm run eval:resume`: the analyser's figures on the evaluation set.
//   npm run eval:resume                       figures per layout and per occupation group, dev / held-out / all
//   npm run eval:resume -- --details          plus what was missed or wrong, resume by resume (dev split only)
//   npm run eval:resume -- --layout sidebar   one layout (or --resume <id>, dev resumes only)
//   npm run eval:resume -- --json out.json    the rows as JSON as well
import { writeFileSync } from 'node:fs';
import { details, report, runEvaluation } from './evaluate.js';
import { loadResumes } from './eval-set.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const layout = option('layout');
const resume = option('resume');
if (resume && loadResumes().find((r) => r.id === resume)?.truth.split !== 'dev') {
  process.stderr.write(`--resume takes a dev resume; held-out resumes are only measured as a whole\n`);
  process.exit(2);
}
const started = Date.now();
const rows = await runEvaluation({
  filter: (pdf) => (!layout || pdf.layout === layout) && (!resume || pdf.resume === resume),
});
process.stdout.write(`${report(rows)}\n`);
if (args.includes('--details')) process.stdout.write(`\n${details(rows)}\n`);
const json = option('json');
if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
process.stdout.write(`\n(${rows.length} PDFs analysed in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
