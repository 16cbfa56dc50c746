// What the resume service's data builders (build-taxonomy.mjs, build-occupation-terms.mjs) read: the shared open data
// (../shared/data, or the folder given by --data), an English lexicon, and the TSV reader of O*NET's files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

/** services/resume */
export const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--data');
export const dataDir = path.resolve(
  argIndex > 0 ? process.argv[argIndex + 1] : path.resolve(serviceDir, '../../../shared/data'),
);

// an English lexicon (13,000 common words): a one-word product name that is also an English word ('Chef',
// 'Scratch', 'Calendar') needs more than its spelling to be taken for the product
export const english = new Set(Object.keys(createRequire(import.meta.url)('wink-lexicon').lexicon));

export const read = (rel) => fs.readFileSync(path.join(dataDir, rel), 'utf8');
/** A tab-separated file with a header row (O*NET's), as one object a row keyed by the header's names. */
export const readTsv = (rel) => {
  const [head, ...lines] = read(rel)
    .split('\n')
    .filter((l) => l.length > 0);
  const cols = head.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])));
};
