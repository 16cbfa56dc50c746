import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: an HTTP error status, JSON content for the assistant message, a delay, or no answer at all. */
export type FakeReply = { status?: number; content?: string; delayMs?: number; hang?: boolean };

/**
 * A local OpenAI-compatible /chat/completions endpoint on 127.0.0.1: answers each request with the next queued reply
 * (the last one repeats), records the requests. No network.
 */
export class FakeOpenAI {
  readonly requests: { body: any }[] = [];
  private replies: FakeReply[] = [];
  private server!: Server;
  private readonly hanging = new Set<ServerResponse>();
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** The env that points an app's LLM engine at this server. */
  env(): Record<string, string> {
    return { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: this.url, OPENAI_MODEL: 'fake-model' };
  }

  reply(...replies: FakeReply[]) {
    this.replies = replies;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    this.requests.push({ body: raw ? JSON.parse(raw) : null });
    const reply = (this.replies.length > 1 ? this.replies.shift() : this.replies[0]) ?? { status: 500 };
    if (reply.hang) {
      this.hanging.add(res);
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return; // the client gave up (its timeout) while we waited
    if (reply.status && reply.status !== 200) {
      res
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'fake failure' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: reply.content ?? '{}', refusal: null },
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }

  async stop() {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
