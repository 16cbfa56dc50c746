import { createHash } from 'node:crypto';
import { GRAPH_OPERATIONS } from '@pathwise/contracts';
import { allowListedOperations } from './persisted-operations.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('allowListedOperations', () => {
  it("holds the SPA's operations by the SHA-256 of their text, under Apollo Server's key prefix or none", async () => {
    const store = allowListedOperations();
    for (const text of Object.values(GRAPH_OPERATIONS)) {
      expect(await store.get(`apq:${sha256(text)}`)).toBe(text);
      expect(await store.get(sha256(text))).toBe(text);
    }
    expect(await store.get(`apq:${sha256('{ me { id email } }')}`)).toBeUndefined();
  });

  it('never learns an operation, and never forgets one', async () => {
    const store = allowListedOperations({ Mine: '{ me { id } }' });
    const other = '{ me { id email } }';
    await store.set(`apq:${sha256(other)}`, other);
    expect(await store.get(`apq:${sha256(other)}`)).toBeUndefined();
    await store.delete(`apq:${sha256('{ me { id } }')}`);
    expect(await store.get(`apq:${sha256('{ me { id } }')}`)).toBe('{ me { id } }');
  });
});
