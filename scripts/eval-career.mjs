// Career matching evaluation (issue 14): the labelled personas of services/career/src/eval/personas answered through
// the real quiz and engine, plus 1,000 random answer sets. Prints fit@5, fit@10, the score distribution by label and
// how often random answers reach 80 / 90.
//   npm run eval:career                       builds services/career (tsc -b), then evaluates
//   npm run eval:career -- --no-build         evaluates the dist/ that is there
//   npm run eval:career -- --verbose          each dev persona's first ten matches (--show-heldout: held-out too)
//   npm run eval:career -- --json | --random N
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeBin, root, run } from './lib.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  await run(nodeBin, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'libs/contracts', 'services/career']);
}
const { main } = await import(pathToFileURL(path.join(root, 'services/career/dist/eval/run-eval.js')).href);
main(args);
