import DataLoader from 'dataloader';
import type { Identity } from '../identity/identity-headers.js';
import { notYourData, premiumRequired } from './graph-errors.js';

/** What every resolver of a subgraph gets: the identity the gateway signed, and the operation's loaders. */
export interface GraphContext {
  identity: Identity & { userId: string };
  /** One DataLoader per kind of lookup, made on first use and dropped with the operation. */
  loaders: Map<string, DataLoader<string, unknown>>;
}

/**
 * The user id a resolver may read: the signed-in user's own. A representation or argument naming anyone else is
 * refused, so no query can read another user's data, whatever the gateway's query plan asked for.
 */
export function ownUserId(ctx: GraphContext, id: string): string {
  if (id !== ctx.identity.userId) throw notYourData();
  return id;
}

/** Premium fields: refused for free users, as the REST routes refuse them. */
export function assertPremium(ctx: GraphContext): void {
  if (ctx.identity.plan !== 'premium') throw premiumRequired();
}

/**
 * A per-operation loader for lookups by user id: every field that needs the same row in one operation shares one
 * batched call (`load` for many users becomes one `batch(ids)`), so the graph makes no query per entity.
 * `batch` answers in the order of `ids`.
 */
export function userLoader<T>(
  ctx: GraphContext,
  name: string,
  batch: (userIds: readonly string[]) => Promise<readonly T[]>,
): DataLoader<string, T> {
  let loader = ctx.loaders.get(name) as DataLoader<string, T> | undefined;
  if (!loader) {
    loader = new DataLoader<string, T>(async (ids) => batch(ids));
    ctx.loaders.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/** For batch functions that fetch one user at a time from a service method: the caller's own only (see ownUserId). */
export function oneByOne<T>(fetch: (userId: string) => Promise<T>) {
  return (ids: readonly string[]): Promise<T[]> => Promise.all(ids.map(fetch));
}
