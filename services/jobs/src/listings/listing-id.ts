import { createHash } from 'node:crypto';

/**
 * A listing's id, derived from the board and the board's id: the same job ingested again (or the demo index rebuilt)
 * keeps its id, so saved jobs and applications keep pointing at it. UUID-shaped (name-based, SHA-1, RFC 9562 v5).
 */
export function listingId(source: string, sourceId: string): string {
  const hash = createHash('sha1').update(`pathwise-job:${source}:${sourceId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Job ids are opaque to clients; anything not shaped like one is simply not a job (404), never a database error. */
export const isListingId = (id: string) => UUID.test(id);
