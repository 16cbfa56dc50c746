import { Worker } from 'node:worker_threads';
import type { ResumeDocument } from './layout-types.js';
import { ResumePdfError, type PdfProblem } from './pdf-errors.js';

export interface PdfParserPoolOptions {
  /** Threads kept warm (one per job a worker process runs at once). */
  size: number;
  /** A parse taking longer is abandoned and its thread replaced. */
  timeoutMs: number;
  /** V8 heap of each thread. */
  memoryMb: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

type Reply = { id: number; ok: true; document: ResumeDocument } | { id: number; ok: false; problem: PdfProblem };

// Running from TypeScript sources (tests, dev): Node strips the types, and this hook lets the thread's `./x.js`
// imports find `./x.ts`. Built code (dist/*.js) needs no hook.
const TS_HOOK = `
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    try { return await next(specifier.slice(0, -3) + '.ts', context); } catch {}
  }
  return next(specifier, context);
}`;

/**
 * PDF parsing in worker threads with a time and memory bound, so that a hostile PDF (a decompression bomb, a
 * pathological font, an endless content stream) cannot stall or crash the worker process. Threads stay warm between
 * jobs (starting one costs more than parsing a resume); a thread that times out or dies is replaced.
 */
export class PdfParserPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PdfParserPoolOptions) {}

  /**
   * Parses the PDF; throws ResumePdfError: encrypted, corrupt, no-text, or too-complex (past the time bound, or the
   * thread ran out of memory). `timeoutMs` overrides the pool's bound for this parse.
   */
  async parse(data: Uint8Array, options: { timeoutMs?: number } = {}): Promise<ResumeDocument> {
    const slot = await this.acquire();
    const id = this.nextId++;
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
    try {
      return await new Promise<ResumeDocument>((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          this.replace(slot);
          reject(new ResumePdfError('too-complex'));
        }, timeoutMs);
        const onMessage = (reply: Reply) => {
          if (reply.id !== id) return;
          cleanup();
          if (reply.ok) resolve(reply.document);
          else reject(new ResumePdfError(reply.problem));
        };
        const onExit = () => {
          // out of memory (ERR_WORKER_OUT_OF_MEMORY, the usual way a thread dies here) or a crash inside pdf.js
          cleanup();
          this.replace(slot);
          reject(new ResumePdfError('too-complex'));
        };
        const cleanup = () => {
          clearTimeout(timer);
          slot.worker.off('message', onMessage);
          slot.worker.off('exit', onExit);
        };
        slot.worker.on('message', onMessage);
        slot.worker.once('exit', onExit);
        slot.worker.postMessage({ id, data });
      });
    } finally {
      this.release(slot);
    }
  }

  private async acquire(): Promise<Slot> {
    if (this.closed) throw new Error('PdfParserPool is closed');
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return free;
    }
    if (this.slots.length < this.options.size) {
      const slot = { worker: this.spawn(), busy: true };
      this.slots.push(slot);
      return slot;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot) {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  private replace(slot: Slot) {
    void slot.worker.terminate();
    slot.worker = this.spawn();
  }

  private spawn(): Worker {
    const fromSource = import.meta.url.endsWith('.ts');
    const entry = new URL(fromSource ? './pdf-thread.ts' : './pdf-thread.js', import.meta.url);
    const bootstrap = fromSource
      ? `import { register } from 'node:module';
         register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(TS_HOOK)}));
         await import(${JSON.stringify(entry.href)});`
      : `await import(${JSON.stringify(entry.href)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.round(this.options.memoryMb / 8))),
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    worker.on('error', () => undefined); // reported through 'exit'
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }
}
