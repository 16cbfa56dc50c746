// Lint rules for the architecture's boundaries (ARCHITECTURE.md, CONVENTIONS.md), used by eslint.config.js and
// proved by checks/test/lint-rules.spec.ts:
// - pathwise/boundaries: no imports between services, between a service and the gateway, or between frontend
//   features; libs import no app; no app is imported by its package name.
// - pathwise/declared-dependencies: a workspace declares in its own package.json every package it imports (the
//   hoisted install would otherwise hide a missing one until the workspace is installed or deployed alone).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, path.resolve(file)).split(path.sep).join('/');

/** The part of the architecture a repo-relative path belongs to, or null (libs, shared frontend code, tools). */
export function zoneOf(file) {
  let m = /^services\/([^/]+)\//.exec(file);
  if (m) return `the ${m[1]} service`;
  if (file.startsWith('gateway/')) return 'the gateway';
  m = /^frontend\/src\/features\/([^/]+)\//.exec(file);
  if (m) return `the ${m[1]} feature`;
  return null;
}

const isTestFile = (file) =>
  /(^|\/)(test|tests|__tests__)\//.test(file) || /\.(spec|int-spec|e2e-spec|test)\.tsx?$/.test(file);

/** Where a relative or aliased specifier points, repo-relative; null for a package. */
function targetOf(file, spec) {
  if (spec.startsWith('.')) return rel(path.resolve(root, path.dirname(file), spec));
  if (spec.startsWith('@/') && file.startsWith('frontend/')) return `frontend/src/${spec.slice(2)}`;
  return null;
}

let workspacesCache;
/** Every workspace: its directory and package.json. */
function workspaces() {
  if (workspacesCache) return workspacesCache;
  const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const list = [];
  for (const pattern of rootPkg.workspaces) {
    const dirs = pattern.endsWith('/*')
      ? safeList(path.join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
      : [pattern];
    for (const dir of dirs) {
      try {
        list.push({ dir, pkg: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) });
      } catch {
        // a directory without a package.json is not a workspace
      }
    }
  }
  workspacesCache = { rootPkg, list };
  return workspacesCache;
}

function safeList(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

const APP_DIRS = /^(services\/[^/]+|gateway|frontend)$/;

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`), or null for builtins and paths. */
export function packageOf(spec) {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('@/') || spec.includes(':')) return null;
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name)) return null;
  return name;
}

/** Calls `check(node, specifier)` for every import, export-from, dynamic import and require of a literal. */
function eachImport(context, check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(node, source.value);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportType: (node) => literal(node, node.argument?.literal ?? node.argument),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') literal(node, node.arguments[0]);
    },
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Services, the gateway and frontend features do not import each other' },
    schema: [],
    messages: {
      crossZone:
        '{{from}} must not import from {{to}} ({{spec}}): apps talk over HTTP and events, features share through components/ or lib/.',
      libImportsApp: 'libs must not import from {{to}} ({{spec}}): apps depend on libs, never the other way.',
      appByName: '{{spec}} is an app, not a library: no code imports an app by its package name.',
    },
  },
  create(context) {
    const file = rel(context.filename);
    const from = zoneOf(file);
    const appNames = new Set(
      workspaces()
        .list.filter((w) => APP_DIRS.test(w.dir))
        .map((w) => w.pkg.name),
    );
    const ownName = workspaces().list.find((w) => file.startsWith(`${w.dir}/`))?.pkg.name;
    return eachImport(context, (node, spec) => {
      const pkg = packageOf(spec);
      if (pkg && appNames.has(pkg) && pkg !== ownName) {
        context.report({ node, messageId: 'appByName', data: { spec } });
        return;
      }
      const target = targetOf(file, spec);
      if (target === null) return;
      const to = zoneOf(target);
      if (to === null) return;
      if (file.startsWith('libs/')) {
        context.report({ node, messageId: 'libImportsApp', data: { to, spec } });
        return;
      }
      if (from === null || from === to) return;
      // Tests may start the real gateway through its test harness (tests only, read-only use).
      if (isTestFile(file) && target.startsWith('gateway/test/support/')) return;
      context.report({ node, messageId: 'crossZone', data: { from, to, spec } });
    });
  },
};

const declaredDependencies = {
  meta: {
    type: 'problem',
    docs: { description: 'A workspace imports only the packages its own package.json declares' },
    schema: [],
    messages: {
      undeclared:
        '{{pkg}} is imported by {{workspace}} but not declared in {{workspace}}/package.json: add it (npm install {{pkg}} -w {{workspace}}).',
    },
  },
  create(context) {
    const file = rel(context.filename);
    const ws = workspaces().list.find((w) => file.startsWith(`${w.dir}/`));
    if (!ws) return {};
    const own = new Set([
      ws.pkg.name,
      ...Object.keys(ws.pkg.dependencies ?? {}),
      ...Object.keys(ws.pkg.devDependencies ?? {}),
      ...Object.keys(ws.pkg.peerDependencies ?? {}),
      ...Object.keys(ws.pkg.optionalDependencies ?? {}),
    ]);
    // Tests run with the repository's test tools (jest, testcontainers, pdfkit), declared once at the root.
    if (isTestFile(file)) for (const name of Object.keys(workspaces().rootPkg.devDependencies ?? {})) own.add(name);
    return eachImport(context, (node, spec) => {
      const pkg = packageOf(spec);
      if (pkg === null || own.has(pkg)) return;
      context.report({ node, messageId: 'undeclared', data: { pkg, workspace: ws.dir } });
    });
  },
};

export default { meta: { name: 'pathwise' }, rules: { boundaries, 'declared-dependencies': declaredDependencies } };
