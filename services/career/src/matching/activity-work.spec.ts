import { loadCatalog } from '../catalog/load-catalog.js';
import { defaultMatchEngine } from '../catalog/default-engine.js';
import { INTEREST_ITEMS } from '../quiz/quiz-questions.js';
import { ACTIVITY_WORK, activityNames } from './activity-work.js';
import { RIASEC_AREAS } from './riasec.js';
import type { UserProfile } from './user-profile.js';

describe('activity-work: the Interest Profiler activities and the occupations whose work they name', () => {
  it("lists every activity of each area in O*NET's order, the order of a profile's item ratings", () => {
    for (const area of RIASEC_AREAS) {
      expect(ACTIVITY_WORK[area].map(([activity]) => activity)).toEqual(
        INTEREST_ITEMS.filter((item) => item.area === area).map((item) => item.activity),
      );
    }
  });

  it('names only code prefixes that reach some catalog occupation', () => {
    const codes = loadCatalog().occupations.map((o) => o.code);
    for (const area of RIASEC_AREAS) {
      for (const [activity, prefixes] of ACTIVITY_WORK[area]) {
        for (const prefix of prefixes)
          expect([activity, codes.some((c) => c.startsWith(prefix))]).toEqual([activity, true]);
      }
    }
    expect(activityNames(['43-5071'], '43-5071.00')).toBe(true);
    expect(activityNames(['43-5071'], '43-5061.00')).toBe(false);
  });
});

describe('activities component', () => {
  const engine = defaultMatchEngine();
  const ratings = (value: (area: string, i: number) => number) =>
    Object.fromEntries(RIASEC_AREAS.map((a) => [a, Array.from({ length: 10 }, (_, i) => value(a, i))])) as NonNullable<
      UserProfile['itemRatings']
    >;
  const profile = (itemRatings: NonNullable<UserProfile['itemRatings']>): UserProfile => ({
    riasec: Object.fromEntries(
      RIASEC_AREAS.map((a) => [a, itemRatings[a].reduce((s, r) => s + r, 0) / 10]),
    ) as UserProfile['riasec'],
    topActivities: [],
    itemRatings,
    jobTitle: null,
    intent: 'unsure',
    jobZone: 2,
    reachZone: 2,
    educationLabel: null,
    educationLevel: null,
    educationWords: null,
    experienceYears: null,
    furtherWords: null,
    environments: [],
    values: [],
    skillAreas: [],
    toolsText: '',
    goalsText: '',
  });
  // Conventional item 9 (index 8) is "Keep inventory records".
  const loving = ratings((area, i) => (area === 'Conventional' ? (i === 8 ? 5 : 3) : area === 'Realistic' ? 3 : 2));

  it('counts an activity the person loves for the occupation it names, and explains it with the rating', () => {
    const explained = engine.explain('43-5071.00', profile(loving));
    expect(explained?.components.activities).toBeGreaterThan(0);
    expect(explained?.claims).toContainEqual({ kind: 'work-activity', activity: 'Keep inventory records', rating: 5 });
    expect(engine.explain('43-4051.00', profile(loving))?.components.activities).toBe(0);
  });

  it('reads no loved activity in ratings that are all alike high', () => {
    const explained = engine.explain('43-5071.00', profile(ratings(() => 5)));
    expect(explained?.components.activities).toBeUndefined();
  });
});
