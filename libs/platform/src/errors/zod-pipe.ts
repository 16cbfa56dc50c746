import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** Per-field messages from a zod error: the first message for each field path. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates with a contracts schema; 400 with the first message as `message` and every field's in `errors`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error);
  throw ApiError.badRequest(result.error.issues[0]?.message ?? 'Invalid request', errors);
}

@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    return parseOrThrow(this.schema, value);
  }
}
