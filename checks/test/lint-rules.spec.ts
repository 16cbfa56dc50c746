import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The repository's own ESLint config refuses imports across the architecture's boundaries and packages a workspace
 * does not declare: each case lints a snippet as if it were a file at that path.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('pathwise/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('pathwise/boundaries', () => {
  it.each([
    ['a service importing another service', 'services/auth/src/x.ts', "import { a } from '../../career/src/app.js';"],
    [
      'a service test importing another service',
      'services/jobs/test/x.spec.ts',
      "import { a } from '../../resume/src/app.js';",
    ],
    ['a service importing the gateway', 'services/jobs/src/x.ts', "import { a } from '../../../gateway/src/app.js';"],
    ['the gateway importing a service', 'gateway/src/x.ts', "export * from '../../services/auth/src/app.js';"],
    ['a service loading another service lazily', 'services/auth/src/x.ts', "await import('../../career/src/app.js');"],
    ['a feature importing another feature', 'frontend/src/features/jobs/x.tsx', "import { a } from '../quiz/api/q';"],
    [
      'a feature importing another by alias',
      'frontend/src/features/jobs/x.tsx',
      "import { a } from '@/features/quiz/api/q';",
    ],
    ['a lib importing a service', 'libs/platform/src/x.ts', "import { a } from '../../../services/auth/src/app.js';"],
    ['an app imported by its package name', 'services/career/src/x.ts', "import { a } from '@pathwise/auth';"],
  ])('refuses %s', async (_name, file, code) => {
    const found = await problems(file, code);
    expect(found.filter((m) => m.startsWith('pathwise/boundaries: '))).toHaveLength(1);
  });

  it.each([
    [
      'a service importing itself and the libs',
      'services/auth/src/x.ts',
      "import { a } from './y.js';\nimport { b } from '@pathwise/platform';",
    ],
    [
      'a feature importing shared components',
      'frontend/src/features/jobs/x.tsx',
      "import { a } from '@/components/ui/button';\nimport { b } from '../../lib/api';",
    ],
    [
      'a service test starting the real gateway',
      'services/jobs/test/helpers.ts',
      "import { a } from '../../../gateway/test/support/gateway-harness.js';",
    ],
    [
      'a repository-wide check starting every service',
      'checks/test/x.spec.ts',
      "import { a } from '../../services/auth/src/app.js';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('pathwise/declared-dependencies', () => {
  it('refuses a package the workspace does not declare, though the hoisted install has it', async () => {
    expect(await problems('services/career/src/x.ts', "import sharp from 'sharp';")).toEqual([
      expect.stringMatching(/^pathwise\/declared-dependencies: sharp is imported by services\/career but not declared/),
    ]);
    expect(await problems('gateway/src/x.ts', "import type { Job } from 'bullmq';")).toEqual([
      expect.stringMatching(/bullmq is imported by gateway/),
    ]);
  });

  it('allows declared packages, subpaths, builtins and, in tests, the root test tools', async () => {
    expect(
      await problems(
        'services/auth/src/x.ts',
        "import sharp from 'sharp';\nimport { Injectable } from '@nestjs/common';\nimport { a } from '@pathwise/platform/testing';\nimport fs from 'node:fs';\nimport path from 'path';",
      ),
    ).toEqual([]);
    expect(
      await problems('services/auth/test/x.int-spec.ts', "import { GenericContainer } from 'testcontainers';"),
    ).toEqual([]);
    expect(await problems('services/auth/src/x.ts', "import { GenericContainer } from 'testcontainers';")).toEqual([
      expect.stringMatching(/testcontainers is imported by services\/auth/),
    ]);
  });
});
