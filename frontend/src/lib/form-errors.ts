import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './api-client';

/**
 * Puts a 400's per-field messages (`errors: { field: message }`) under the form's own fields; messages for fields the
 * form does not show are left out. Returns the fields it marked, so a caller can say something else when none was.
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
): FieldPath<T>[] {
  const messages = fieldErrors(error);
  const marked = fields.filter((field) => messages[field]);
  for (const field of marked) setError(field, { message: messages[field] });
  return marked;
}
