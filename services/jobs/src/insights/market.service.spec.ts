import type { EventPublisher } from '@pathwise/platform';
import type { DataSource } from 'typeorm';
import { loadReferenceData } from '../reference/reference-data.js';
import type { UserProfilesService } from '../users/user-profiles.service.js';
import { MarketService } from './market.service.js';

/** Thirty real occupation codes, in the order of a user's matches. */
const codes = [...loadReferenceData().byCode.keys()].slice(0, 30);

function market() {
  const queries: unknown[][] = [];
  const profileReads: string[] = [];
  const dataSource = {
    query: async (_sql: string, params: unknown[]) => {
      queries.push(params);
      return [];
    },
  } as unknown as DataSource;
  const profiles = {
    find: async (userId: string) => {
      profileReads.push(userId);
      return { userId, location: null, matches: codes.map((code) => ({ code })) };
    },
  } as unknown as UserProfilesService;
  return { service: new MarketService(dataSource, profiles, {} as EventPublisher), queries, profileReads };
}

it("covers the user's first 24 matches by default, and only the first `limit` when asked (the dashboard's three)", async () => {
  const all = market();
  const whole = await all.service.insights('u1', []);
  expect(whole.occupations.map((o) => o.code)).toEqual(codes.slice(0, 24));

  const three = market();
  const first = await three.service.insights('u1', [], 3);
  expect(first.occupations.map((o) => o.code)).toEqual(codes.slice(0, 3));
  // Only those three are counted in the listings.
  expect(three.queries[0]![0]).toEqual(codes.slice(0, 3));
  expect(first.occupations).toEqual(whole.occupations.slice(0, 3));

  expect((await market().service.insights('u1', [], 100)).occupations).toHaveLength(24);
  const none = market();
  expect((await none.service.insights('u1', [], 0)).occupations).toEqual([]);
  expect(none.queries).toEqual([]);
});

it('reads the profile only when the caller has not (the graph reads it with the counts)', async () => {
  const read = market();
  await read.service.insights('u1', [], 3);
  expect(read.profileReads).toEqual(['u1']);

  const given = market();
  const matches = codes.slice(5, 9).map((code) => ({ code, title: code, matchScore: 80 }));
  const answer = await given.service.insights('u1', [], 3, { location: null, matches });
  expect(given.profileReads).toEqual([]);
  expect(answer.occupations.map((o) => o.code)).toEqual(codes.slice(5, 8));

  // A user jobs knows nothing of yet: no occupations, and no read either.
  const none = market();
  expect((await none.service.insights('u1', [], 3, null)).occupations).toEqual([]);
  expect(none.profileReads).toEqual([]);
});
