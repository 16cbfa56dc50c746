import { randomBytes } from 'node:crypto';
import { type DocumentNode, type FieldNode, Kind, type SelectionSetNode } from 'graphql';

/**
 * JSON scalar fields whose value the gateway hands from a subgraph's answer to its own as the subgraph's bytes,
 * without decoding, parsing, shaping and stringifying it again (career's `matchCards`: 37 KB of a dashboard's 40).
 * The value is opaque to GraphQL (a custom scalar: the gateway's result shaping copies it as it is), so the answer
 * is the same byte for byte; only the work is not done twice.
 */
export const PASSED_FIELDS: ReadonlySet<string> = new Set(['matchCards']);

/** Where such a field's value sits in a subgraph's answer: the response keys from the root (`data`, `me`, ...). */
export type PassedPath = readonly string[];

const paths = new WeakMap<DocumentNode, PassedPath | null>();

/**
 * The path of the passed field a subgraph fetch asks for, when its answer can be split without parsing it: the field
 * is the last selection of its selection set, and so is each field above it, so that graphql-js (which writes an
 * answer in the order of the selections) writes its value last, followed only by closing braces. Null otherwise.
 * Worked out once per fetch document (the gateway keeps its query plans, and their documents, per operation).
 */
export function passedPath(document: DocumentNode): PassedPath | null {
  let path = paths.get(document);
  if (path === undefined) {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    path = operation?.kind === Kind.OPERATION_DEFINITION ? lastFieldPath(operation.selectionSet, ['data']) : null;
    paths.set(document, path);
  }
  return path;
}

function lastFieldPath(set: SelectionSetNode, above: string[]): string[] | null {
  const last = set.selections.at(-1);
  if (last?.kind !== Kind.FIELD || last.directives?.length) return null;
  const path = [...above, responseKey(last)];
  if (PASSED_FIELDS.has(last.name.value)) return last.selectionSet ? null : path;
  return last.selectionSet ? lastFieldPath(last.selectionSet, path) : null;
}

const responseKey = (field: FieldNode) => field.alias?.value ?? field.name.value;

/** A subgraph's answer with the passed value taken out: what to parse, and the value's bytes. */
export interface SplitAnswer {
  /** The answer's text with a placeholder string (a token) where the value was. */
  text: string;
  token: string;
  bytes: Buffer;
}

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const NEWLINE = 0x0a;

/** Unique to this process (a value that happens to hold a token's text is never taken for one). */
const TOKEN_PREFIX = `\u0000passed:${randomBytes(12).toString('base64url')}:`;
let tokens = 0;

/**
 * Splits a subgraph's answer (UTF-8 bytes, as graphql-js and Apollo Server write it: compact JSON, then a newline) at
 * the value of `path`, when the value is an array or an object written last: the text around it, with a token string
 * in its place, and the value's bytes. Null when the answer is not shaped that way (an `errors` or `extensions` entry
 * after the data, a null value): the caller parses the whole answer. The caller checks that the parsed text has the
 * token at `path` (see tokenAt): only then was the key found where the value is.
 */
export function splitAnswer(body: Buffer, path: PassedPath): SplitAnswer | null {
  const key = Buffer.from(`"${path.at(-1)}":`);
  const at = body.indexOf(key);
  if (at === -1) return null;
  const start = at + key.length;
  const open = body[start];
  let end = body.length;
  while (end > start && body[end - 1] === NEWLINE) end--;
  // After the value: one closing brace for each object that holds it (the fields above it, `data`, the answer).
  const closes = path.length;
  for (let i = 1; i <= closes; i++) if (body[end - i] !== CLOSE_OBJECT) return null;
  const close = body[end - closes - 1];
  if (!((open === OPEN_ARRAY && close === CLOSE_ARRAY) || (open === OPEN_OBJECT && close === CLOSE_OBJECT))) {
    return null;
  }
  const token = `${TOKEN_PREFIX}${(tokens = (tokens + 1) % Number.MAX_SAFE_INTEGER)}`;
  return {
    text: `${body.toString('utf8', 0, start)}${JSON.stringify(token)}${body.toString('latin1', end - closes, end)}`,
    token,
    bytes: body.subarray(start, end - closes),
  };
}

/** Whether the parsed answer holds `token` at `path`. */
export function tokenAt(answer: unknown, path: PassedPath, token: string): boolean {
  let value = answer;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return value === token;
}

/**
 * The gateway's answer as UTF-8 bytes with every passed value's bytes where its token is (`"<token>"` in the text).
 * `encode` turns the text around them into bytes.
 */
export function joinAnswer(
  text: string,
  passed: ReadonlyMap<string, Buffer>,
  encode: (text: string) => Buffer,
): Buffer {
  const found: { at: number; length: number; bytes: Buffer }[] = [];
  for (const [token, bytes] of passed) {
    const quoted = JSON.stringify(token);
    const at = text.indexOf(quoted);
    // Not there: the value did not reach the answer (its field was nulled by an error).
    if (at !== -1) found.push({ at, length: quoted.length, bytes });
  }
  if (found.length === 0) return encode(text);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, length, bytes } of found.sort((a, b) => a.at - b.at)) {
    parts.push(encode(text.slice(from, at)), bytes);
    from = at + length;
  }
  parts.push(encode(text.slice(from)));
  return Buffer.concat(parts);
}
