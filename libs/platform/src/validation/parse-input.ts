import type { z } from 'zod';
import { ApiError } from '../errors/api-error.js';
import { findTextProblems } from './text-safety.js';

/** Per-field messages from a zod error: the first message for each field path. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * 400 when any string of an input holds text that cannot be stored (a NUL character, a lone surrogate), naming the
 * field: `firstName: must not contain a NUL character`. `root` names the value itself (a route parameter's name).
 */
export function assertStorableText(value: unknown, root = ''): void {
  const problems = findTextProblems(value, root);
  const first = Object.entries(problems)[0];
  if (!first) return;
  const [field, message] = first;
  throw ApiError.badRequest(field === '_' ? `The request ${message}` : `${field}: ${message}`, problems);
}

/**
 * Validates an input from outside with a contracts schema, as the global pipe does for DTO parameters: storable text
 * first, then the schema; 400 with the first message as `message` and each field's in `errors`. Call it yourself only
 * where the pipe cannot run (a passport strategy reads the body before pipes; a multipart reader).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root = ''): z.output<S> {
  assertStorableText(value, root);
  // Zod consults a parse's own error map only for issues whose schema set no message: those get zod's generic text
  // ("Too small: expected number to be >=1"), which says nothing of the field, so the top-level message names it.
  const generic = new Set<string>();
  const result = schema.safeParse(value ?? {}, {
    error: (issue) => {
      generic.add(fieldName(issue.path ?? [], root));
      return undefined;
    },
  });
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error);
  const first = result.error.issues[0];
  if (!first) throw ApiError.badRequest('Invalid request', errors);
  const field = fieldName(first.path, root);
  const message = field && generic.has(field) ? `${field}: ${first.message}` : first.message;
  throw ApiError.badRequest(message, errors);
}

/** `tags.1`, or the route parameter's name for the value itself; '' for a whole body. */
function fieldName(path: readonly PropertyKey[], root: string): string {
  return path.length ? path.map(String).join('.') : root;
}
