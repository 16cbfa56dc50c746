import { MAX_RESUME_BYTES, ResumeMessages } from '@pathwise/contracts';

export interface FileProblem {
  title: string;
  description: string;
}

const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);

/**
 * Whether the browser says this is a PDF. Some systems report no type at all for a .pdf file; the name decides
 * then. The server judges the bytes in any case.
 */
export function isPdf(file: File): boolean {
  if (PDF_TYPES.has(file.type)) return true;
  return file.type === '' && /\.pdf$/i.test(file.name);
}

/** 'File Too Large: Please upload ...' from the contracts becomes a toast's title and description. */
function splitMessage(message: string): FileProblem {
  const [title, ...rest] = message.split(': ');
  return { title, description: rest.join(': ') };
}

/** The client-side checks before an upload (spec section 5); null when the file may be sent. */
export function checkResumeFile(file: File | null | undefined): FileProblem | null {
  if (!file) return { title: 'No File Selected', description: ResumeMessages.noFile };
  if (!isPdf(file)) return { title: 'Invalid File Type', description: ResumeMessages.invalidType };
  if (file.size > MAX_RESUME_BYTES) return splitMessage(ResumeMessages.tooLarge);
  return null;
}
