// Composes the federated read graph at build: each service's subgraph is booted (app.init(), no listen), printed
// with printSubgraphSchema (Nest's autoSchemaFile output lacks @link) and composed with @apollo/composition. A
// composition error fails the build. The gateway serves /graphql from the written file; the URLs in it are
// placeholders that it maps to <SERVICE>_SERVICE_URL at run time, so no service needs to be up to compose or to start.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeBin, root, SERVICES } from './lib.mjs';

const execFileAsync = promisify(execFile);

export const SUPERGRAPH_FILE = path.join(root, 'gateway/dist/supergraph.graphql');
export const placeholderUrl = (name) => `http://${name}.subgraph.invalid/graphql`;

/** The services that have a subgraph (a `src/graph` folder), in the order of SERVICES. */
export function subgraphServices() {
  return SERVICES.map((s) => s.name).filter((name) =>
    existsSync(path.join(root, 'services', name, 'src/graph/index.ts')),
  );
}

/** One service's subgraph SDL, from its built code (in this process: see printSubgraphs). */
export async function printServiceSubgraph(name) {
  const { printSubgraph } = await import('@pathwise/platform/graph');
  const file = path.join(root, 'services', name, 'dist/graph/index.js');
  if (!existsSync(file)) throw new Error(`supergraph: ${name} has a subgraph but ${file} is not built`);
  const mod = await import(pathToFileURL(file).href);
  const def = Object.values(mod).find(
    (v) => v && typeof v === 'object' && v.name === name && Array.isArray(v.resolvers),
  );
  if (!def) throw new Error(`supergraph: ${file} exports no subgraph definition named ${name}`);
  return printSubgraph(def);
}

/**
 * Every subgraph's printed SDL, each printed in a process of its own: Nest keeps code-first type metadata in one
 * global store, so subgraphs loaded into one process would each print the others' value types as well.
 */
export async function printSubgraphs() {
  return Promise.all(
    subgraphServices().map(async (name) => {
      const { stdout } = await execFileAsync(nodeBin, [fileURLToPath(import.meta.url), '--print', name], {
        cwd: root,
        maxBuffer: 16 * 1024 * 1024,
      });
      return { name, url: placeholderUrl(name), typeDefs: stdout };
    }),
  );
}

/** Composes the subgraphs; throws with every composition error. */
export async function composeSupergraph(subgraphs) {
  const [{ composeServices }, { parse }] = await Promise.all([import('@apollo/composition'), import('graphql')]);
  const result = composeServices(subgraphs.map((s) => ({ ...s, typeDefs: parse(s.typeDefs) })));
  if (result.errors?.length) {
    const detail = result.errors.map((e) => `  - ${e.message}`).join('\n');
    throw new Error(`The read graph does not compose:\n${detail}`);
  }
  return result.supergraphSdl;
}

export async function writeSupergraph(file = SUPERGRAPH_FILE) {
  const sdl = await composeSupergraph(await printSubgraphs());
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== sdl) writeFileSync(file, sdl);
  return sdl;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const printIdx = process.argv.indexOf('--print');
    if (printIdx !== -1) {
      process.stdout.write(await printServiceSubgraph(process.argv[printIdx + 1]));
      process.exit(0);
    }
    await writeSupergraph();
    process.stdout.write(`supergraph: ${path.relative(root, SUPERGRAPH_FILE)} (${subgraphServices().join(', ')})\n`);
    process.exit(0);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : err}\n`);
    process.exit(1);
  }
}
