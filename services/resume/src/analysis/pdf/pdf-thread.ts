// The body of a PDF parsing thread (see pdf-parser-pool.ts): receives bytes, answers with the document or the
// problem. It runs under worker_threads resource limits, so a hostile PDF can exhaust only this thread.
import { parentPort } from 'node:worker_threads';
import { extractResumeDocument } from './extract-layout.js';
import { classifyPdfError } from './pdf-errors.js';

interface ParseRequest {
  id: number;
  data: Uint8Array;
}

parentPort?.on('message', async (request: ParseRequest) => {
  try {
    const document = await extractResumeDocument(request.data);
    parentPort?.postMessage({ id: request.id, ok: true, document });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, ok: false, problem: classifyPdfError(error).problem });
  }
});
