import { MULTIPLE_CHOICE_SEPARATOR, QuizSubmitBody, matchBand, type QuizSubmitRequest } from '@pathwise/contracts';
import { defaultMatchEngine } from '../catalog/default-engine.js';
import { seededRandom } from '../eval/seeded-random.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { INTEREST_ITEMS, QUIZ_QUESTIONS } from '../quiz/quiz-questions.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { ACTIVITY_WORK, activityNames } from './activity-work.js';
import { assessProfile } from './profile-quality.js';
import type { Claim } from './reasoning.js';
import { pearson, rankAreas, RIASEC_AREAS } from './riasec.js';
import { SKILL_AREAS } from './skill-areas.js';
import type { UserProfile } from './user-profile.js';

/**
 * Property tests of the reasoning: many generated answer sets (people with leanings and pure noise, job titles,
 * intents, goals with named careers and work to leave, tools), and every claim of every match checked against the
 * answers that produced it.
 */
const engine = defaultMatchEngine();
const occupation = (code: string) => engine.index.byCode.get(code)!.occupation;

const JOBS = [
  'Registered nurse',
  'Truck driver',
  'High school teacher',
  'Staff accountant',
  'Electrician',
  'Cashier',
  'Software engineer',
  'Barista',
  'Graphic designer',
  'Sales rep',
  'Paralegal',
  'None',
  'Medical coder',
  'Chef',
  'Police officer',
  'Warehouse associate',
  'Data analyst',
  'Line cook',
  'Student',
  'Bank teller',
  'stay at home mom',
  'did hair for 10 years',
  'worked in a warehouse',
  'Project manager',
];
/** Answers that say there is no job: no job claim may rest on them. */
const NO_JOB_ANSWERS = new Set(['None', 'Student', 'stay at home mom']);
const GOALS = [
  'not sure',
  'I want to become a nurse.',
  'I want a change from teaching, maybe instructional design.',
  'Something like dispatching or running the dock.',
  'Financial analysis or controller work.',
  'I do not want to work in an office.',
  'I want to leave nursing for health informatics.',
  'UX/UI design',
  'Maybe an electrician apprenticeship.',
  'I love animals and being outdoors.',
  'Critical care or the ICU',
  'I want to grow into a manager and lead a team.',
  'real estate',
  'I am done with restaurants.',
  'Twelve years in small-animal practice and I am tired.',
  'Six years on an assembly line and I want to become a medical assistant.',
  'Maybe product management.',
  'Not sure whether to stay, I cannot help it.',
];

/** Whether a phrase of the goals answer is said as past work: after a count of years, before any wish. */
function saidAsPast(goals: string, phrase: string): boolean {
  const sentence = goals.split(/[.!?;]/).find((s) => s.toLowerCase().includes(phrase.toLowerCase())) ?? '';
  const before = sentence.slice(0, sentence.toLowerCase().indexOf(phrase.toLowerCase()));
  return /\b(\d+|six|twelve)\s+years\b/i.test(before) && !/\b(want|would|like|maybe|into)\b/i.test(before);
}
const TOOLS = [
  'none',
  'Excel, Python and SQL',
  'Photoshop and Figma',
  'Forklift, CDL',
  'Epic, CPR, BLS',
  'QuickBooks',
  'AutoCAD, Revit',
  'go-live support, contract review, curriculum planning',
  'Salesforce',
  'welding',
];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

/** An answer set: a person with leanings (two liked areas) or pure noise, and everything else drawn at random. */
function generate(random: () => number): QuizSubmitRequest {
  const noise = random() < 0.25;
  const liked = new Set([pick(RIASEC_AREAS, random), pick(RIASEC_AREAS, random)]);
  return {
    responses: QUIZ_QUESTIONS.map((q) => {
      let response: string;
      if (q.type === 'rating') {
        const item = INTEREST_ITEMS.find((i) => i.id === q.id)!;
        const base = noise ? 1 + random() * 4 : liked.has(item.area) ? 4.3 : 2;
        response = String(Math.min(5, Math.max(1, Math.round(base + (random() - 0.5) * 1.6))));
      } else if (q.type === 'multiple-choice') {
        const options = [...(q.options ?? [])];
        const count = q.maxChoices === 1 ? 1 : 1 + Math.floor(random() * Math.min(3, options.length));
        const picked: string[] = [];
        while (picked.length < count) picked.push(options.splice(Math.floor(random() * options.length), 1)[0]);
        response = picked.join(MULTIPLE_CHOICE_SEPARATOR);
      } else if (/job title/.test(q.question)) response = pick(JOBS, random);
      else if (/tools/.test(q.question)) response = pick(TOOLS, random);
      else response = pick(GOALS, random);
      return { questionId: q.id, question: q.question, category: q.category, response };
    }),
  };
}

const SKILL_LABELS = new Map(SKILL_AREAS.map((a) => [a.id, a.label]));

/** A claim is true of the profile and the occupation it explains; the message says which one is not. */
function checkClaim(claim: Claim, profile: UserProfile, code: string): string | null {
  const o = occupation(code);
  const ranked = rankAreas(profile.riasec);
  const lower = (s: string) => s.toLowerCase();
  switch (claim.kind) {
    case 'quality':
      return assessProfile(profile).status === claim.status ? null : 'quality';
    case 'top-area':
      return ranked[0] === claim.area && profile.riasec[claim.area] === claim.rating ? null : 'top area';
    case 'second-area':
      return ranked[1] === claim.area && profile.riasec[claim.area] === claim.rating ? null : 'second area';
    case 'activity':
      return claim.rating >= 4 &&
        profile.topActivities.some((a) => a.activity === claim.activity && a.rating === claim.rating)
        ? null
        : 'activity';
    case 'holland': {
      const r = pearson(
        RIASEC_AREAS.map((a) => profile.riasec[a]),
        o.riasec,
      );
      const fit = r >= 0.75 ? 'close' : r >= 0.45 ? 'partial' : 'different';
      return claim.code === o.holland && claim.fit === fit ? null : 'holland';
    }
    case 'named':
      return lower(profile.goalsText).includes(lower(claim.phrase)) && !saidAsPast(profile.goalsText, claim.phrase)
        ? null
        : 'named';
    case 'leaving':
      return claim.phrase === null
        ? profile.intent === 'change'
          ? null
          : 'leaving without a change of field'
        : lower(profile.goalsText).includes(lower(claim.phrase))
          ? null
          : 'leaving phrase';
    case 'job':
      return claim.title === profile.jobTitle && !NO_JOB_ANSWERS.has(claim.title) ? null : 'job';
    case 'education':
      return claim.words === profile.educationWords ? null : 'education';
    case 'experience':
      return claim.years === profile.experienceYears ? null : 'experience';
    case 'further':
      return claim.words === profile.furtherWords ? null : 'further';
    case 'strength':
      return profile.skillAreas.some((id) => SKILL_LABELS.get(id) === claim.label) ? null : 'strength';
    case 'tool':
      return !claim.fromResume && `${profile.toolsText} ${profile.goalsText}`.includes(claim.word) ? null : 'tool';
    case 'value':
      return profile.values.includes(claim.value) ? null : 'value';
    case 'setting':
      return profile.environments.includes(claim.setting) ? null : 'setting';
    case 'growth':
      return claim.percent === o.outlook?.growthPct ? null : 'growth';
    case 'work-activity': {
      // Rated so by the person (the item's own rating, not an area mean) and naming this occupation's work.
      const area = RIASEC_AREAS.find((a) => ACTIVITY_WORK[a].some(([activity]) => activity === claim.activity));
      const i = area ? ACTIVITY_WORK[area].findIndex(([activity]) => activity === claim.activity) : -1;
      const rated = area ? profile.itemRatings?.[area]?.[i] : undefined;
      const names = area ? activityNames(ACTIVITY_WORK[area][i][1], code) : false;
      return rated === claim.rating && claim.rating >= 4 && names ? null : 'work activity';
    }
  }
}

describe('reasoning: every claim traces to an answer', () => {
  const random = seededRandom('reasoning property test');
  const runs = Array.from({ length: 300 }, () => {
    const profile = buildUserProfile(validateQuizSubmission(QuizSubmitBody.parse(generate(random))));
    return { profile, result: engine.match(profile, { location: 'Denver, CO' }) };
  });

  it('checks each claim of each match against the answers', () => {
    const failures: string[] = [];
    let claims = 0;
    for (const { profile, result } of runs) {
      for (const m of result.matches) {
        for (const claim of m.claims) {
          claims++;
          const problem = checkClaim(claim, profile, m.recommendation.occupationCode);
          if (problem) failures.push(`${problem}: ${JSON.stringify(claim)} for ${m.recommendation.title}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(claims).toBeGreaterThan(3000);
  });

  it('quotes only the person’s own words, activities they rated 4+ and strengths they picked', () => {
    for (const { profile, result } of runs) {
      const own = [profile.goalsText, profile.toolsText, profile.jobTitle ?? ''].join('\n').toLowerCase();
      // Every activity rated 4 or 5 (the item's own rating, in O*NET's order within its area).
      const rated = new Set(
        RIASEC_AREAS.flatMap((area) =>
          ACTIVITY_WORK[area].filter((_, i) => (profile.itemRatings?.[area]?.[i] ?? 0) >= 4).map(([a]) => a),
        ),
      );
      const labels = new Set(profile.skillAreas.map((id) => SKILL_LABELS.get(id)));
      for (const m of result.matches) {
        for (const [, quote] of m.recommendation.reasoning.matchAll(/"([^"]+)"/g)) {
          expect(own.includes(quote.toLowerCase()) || rated.has(quote) || labels.has(quote)).toBe(true);
        }
      }
    }
  });

  it('says "you named it" only for careers named in the goals answer, never for work to leave', () => {
    for (const { profile, result } of runs) {
      for (const m of result.matches) {
        const named = m.claims.find((c) => c.kind === 'named');
        expect(m.recommendation.reasoning.includes('named it yourself')).toBe(Boolean(named));
        if (named) expect(m.claims.some((c) => c.kind === 'leaving')).toBe(false);
        if (profile.goalsText === 'not sure') expect(named).toBeUndefined();
      }
    }
  });

  it('says plainly when the interest answers cannot carry a match, and never scores them Excellent', () => {
    const flagged = runs.filter(({ result }) => result.quality.status !== 'clear');
    expect(flagged.length).toBeGreaterThan(30);
    for (const { result } of flagged) {
      for (const m of result.matches) {
        expect(m.recommendation.reasoning).toMatch(/do not hang together|about the same/);
        expect(matchBand(m.recommendation.matchScore)).not.toBe('Excellent Match');
      }
    }
  });
});
