import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What `npm run lint` and `npm run typecheck` check, held in CI: the tests run through swc, which strips types, so a
 * type error in a test file, an unformatted file or a lint error would otherwise land unseen.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const bin = (file: string) => path.join(root, 'node_modules', file);

async function problems(file: string, args: string[]): Promise<string> {
  try {
    await run(process.execPath, [bin(file), ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return '';
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}`.trim() || String(err);
  }
}

const LONG = 10 * 60_000;

it(
  'lints clean (eslint over the whole repository)',
  async () => {
    expect(await problems('eslint/bin/eslint.js', ['.'])).toBe('');
  },
  LONG,
);

it(
  'is formatted (prettier)',
  async () => {
    expect(
      await problems('prettier/bin/prettier.cjs', ['--check', '**/*.{ts,tsx,mjs,json,css}', '--log-level', 'warn']),
    ).toBe('');
  },
  LONG,
);

it(
  'typechecks the tests and the frontend too',
  async () => {
    // The tests import the libraries' built declarations: `tsc -b` first, as `npm run typecheck` does (incremental).
    expect(await problems('typescript/bin/tsc', ['-b'])).toBe('');
    expect(await problems('typescript/bin/tsc', ['-p', 'tsconfig.tests.json'])).toBe('');
    expect(await problems('typescript/bin/tsc', ['-p', 'frontend', '--noEmit'])).toBe('');
  },
  LONG,
);
