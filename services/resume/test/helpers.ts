import { randomUUID } from 'node:crypto';

/** A multipart body with one file, as the browser sends it. */
export function pdfForm(bytes: Buffer, fileName = 'resume.pdf', field = 'resume', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

export const newUserId = (): string => randomUUID();
