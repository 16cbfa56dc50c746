// `npm test`: builds (the browser tests run the built product), runs every jest project of the repo in one run
// (unit, integration on real PostgreSQL/Redis, browser end-to-end) and ends with a plain `N passed, N failed` line.
//   --only unit|int|e2e   limit to one kind;  any other arguments go to jest.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeBin, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? args.splice(onlyIdx, 2)[1] : null;

if (only !== 'unit') await run(nodeBin, [path.join(root, 'scripts/build.mjs')]);

const outDir = path.join(root, '.test-results');
mkdirSync(outDir, { recursive: true });
const outputFile = path.join(outDir, 'jest.json');
const patterns = { unit: ['(?<!int-)(?<!e2e-)spec\\.ts$', '\\.test\\.tsx?$'], int: ['\\.int-spec\\.ts$'] };
// Jest ORs every path pattern it is given, so `--only unit frontend/src/x` would run every unit test; the paths given
// (arguments with a `/`, not options) are folded into the kind's patterns instead, so both must match.
const paths = only && only !== 'e2e' ? args.filter((a) => !a.startsWith('-') && a.includes('/')) : [];
const kindPatterns = only && only !== 'e2e' ? patterns[only] : [];
const selected = paths.length ? kindPatterns.map((kind) => `(?=.*(?:${paths.join('|')})).*(?:${kind})`) : kindPatterns;
const jestArgs = [
  '--experimental-vm-modules',
  path.join(root, 'node_modules/jest/bin/jest.js'),
  '--ci',
  '--maxWorkers=2',
  // A worker that has grown past this after a test file is replaced: a full run under load once took a worker to
  // Node's 4 GB heap limit (modules loaded by each test file accumulate under --experimental-vm-modules).
  '--workerIdleMemoryLimit=1536MB',
  '--json',
  `--outputFile=${outputFile}`,
  // Browser journeys are their own project; unit and integration tests are told apart by file name.
  ...(only === 'e2e' ? ['--selectProjects', 'e2e'] : only ? ['--testPathPatterns', ...selected] : []),
  ...args.filter((a) => !paths.includes(a)),
];

let failedRun = false;
try {
  await run(nodeBin, jestArgs, {
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
  });
} catch {
  failedRun = true;
}

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  passed = report.numPassedTests;
  // A suite that fails to load (syntax error, failing beforeAll) reports no failed tests: count it as one.
  failed =
    report.numFailedTests +
    report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.every((a) => a.status !== 'failed'))
      .length;
} catch {
  failed = Math.max(failed, 1);
}
if (failedRun && failed === 0) failed = 1;
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
