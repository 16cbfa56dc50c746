import {
  ACTIVITY_WEIGHT_BY_INTENT,
  CAREER_UNKNOWN,
  CAREER_WEIGHT_BY_INTENT,
  CHANGE_ELSEWHERE,
  CHANGE_ELSEWHERE_NAMED,
  CHANGE_SAME_AREA,
  GROWTH_FOR_FULL_BONUS,
  HOT_TECH_WEIGHT,
  INTEREST_R_FULL,
  INTEREST_R_ZERO,
  LEAVING_PENALTY,
  MATCH_WEIGHTS,
  NAMED_DIRECTION_WEIGHT,
  NAMED_FIELD_FIT,
  NAMED_RANK_BONUS,
  NAMED_TITLE_FIT,
  RELATED_MOVE_OWN_JOB,
  SKILL_AREAS_FOR_FULL_FIT,
  STAY_SIDE_STEP,
  STAY_STEP_UP,
  STAY_STEP_DOWN,
  STAY_OTHER_PROFESSION,
  TARGET_NEIGHBOUR_FIT,
  TECH_MATCHES_FOR_FULL_FIT,
  TOP_AREA_MIN_Z,
  UNSURE_BASE,
  UNSURE_RELATED,
  UNSURE_NO_CREDENTIAL_FIT,
  UNSURE_STEP_UP_MIN,
  SIMILAR_WORK_FIT,
  SIMILAR_WORK_FROM,
  LOVED_ABOVE_AREA,
  LOVED_ABOVE_MEAN,
  type MatchComponent,
} from './matching-weights.js';
import { ACTIVITY_WORK, activityNames } from './activity-work.js';
import type { IndexedOccupation, OccupationIndex } from './occupation-index.js';
import { preparationFit, type PreparationFit } from './preparation.js';
import { assessProfile, type ProfileQuality } from './profile-quality.js';
import { fieldWords, relationsTo, type Relation } from './relatedness.js';
import { RIASEC_AREAS, pearson, rankAreas, type RiasecArea } from './riasec.js';
import { isGenericWord, techTokens, userTechTokens } from './text-terms.js';
import { findNamedCareers, readJobTitle, type JobTitleReading, type TitleIndex } from './title-index.js';
import { titleStem, titleTokens } from './title-words.js';
import type { CareerIntent, MatchContext, UserProfile, WorkEnvironment } from './user-profile.js';

export interface TechMatch {
  /** The technology as O*NET names it. */
  name: string;
  /** The word as the user (or their resume) wrote it. */
  word: string;
  fromResume: boolean;
}

/** A career the person named, as it applies to one occupation. */
export interface NamedMatch {
  /** The person's words. */
  phrase: string;
  /** 'title': a job title ("critical care nurse"); 'field': what titles are named after ("critical care"). */
  kind: 'title' | 'field';
}

/** Why an occupation counts as work the person wants to leave. */
export type LeavingReason = { kind: 'own-job' } | { kind: 'close-to-job' } | { kind: 'named'; phrase: string };

/** The user side of scoring, computed once per run. */
export interface PreparedUser {
  profile: UserProfile;
  vector: number[];
  rankedAreas: RiasecArea[];
  quality: ProfileQuality;
  intent: CareerIntent | null;
  /** The person's job title as read (null when none was given or none recognised). */
  job: JobTitleReading | null;
  /** The Job Zone of the job read (its most likely occupation). */
  jobZone: number | null;
  /** The person's job needs a doctoral or professional degree (physician, lawyer, pharmacist). */
  jobProfessional: boolean;
  /** Relation of each occupation to the person's job. */
  relations: Map<string, Relation>;
  /**
   * Direct relation of each occupation to the careers the person named (their neighbours are the way toward them):
   * not two relations away, not merely the same SOC minor or major group.
   */
  targetRelations: Map<string, Relation>;
  /** SOC broad groups (XX-XXX) of the job's likely readings: the same kind of work. */
  jobBroadGroups: Set<string>;
  /** The job's skill profile (occupation-index), the likely readings weighted. */
  jobSkills: Float64Array | null;
  /** The job's skill-and-knowledge profile, the likely readings weighted. */
  jobWork: Float64Array | null;
  /** The head nouns and SOC major groups of the job's readings: "teacher" in 25 is the field of a teacher. */
  jobFields: Array<{ head: string; major: string }>;
  /** Occupation code -> how the person named it (positive mentions). */
  named: Map<string, NamedMatch>;
  /** Occupation code -> why it is work the person wants to leave. */
  leaving: Map<string, LeavingReason>;
  skillAreas: Set<string>;
  /** Interest Profiler activities the person loves (rated 4 or 5 and clearly above their own mean), best first. */
  lovedActivities: LovedActivity[];
  /** Technology (lower-case name) -> the word the user wrote, from the quiz answers. */
  quizTech: Map<string, string>;
  /** Technology (lower-case name) -> the resume skill it came from. */
  resumeTech: Map<string, string>;
  /** Both of the above (quiz first), lower-case name -> match. */
  allTech: Map<string, TechMatch>;
  /** Per occupation position: weighted count of the user's tools it lists. */
  techWeights: Float64Array;
}

/** An activity the person loves and the occupations whose work it is (activity-work.ts). */
export interface LovedActivity {
  activity: string;
  rating: number;
  codes: readonly string[];
}

export interface ComponentScores {
  interest: number;
  preparation: number;
  career?: number;
  skills?: number;
  tools?: number;
  values?: number;
  environment?: number;
  growth: number;
  /** A loved Interest Profiler activity is the occupation's own work (only when the person loves some). */
  activities?: number;
}

/** Everything the reasoning and the action steps need to explain one score. */
export interface OccupationScore {
  entry: IndexedOccupation;
  fit: number;
  /** The fit with the ranking bonus of a named career: the order of the list. */
  rankFit: number;
  components: ComponentScores;
  correlation: number;
  relation: Relation;
  prep: PreparationFit;
  stretch: boolean;
  /** Beyond what the user said they would train for. */
  outOfReach: boolean;
  /** How much the occupation asks for the same unusual skills as the person's job (0-1), null without a job. */
  transfer: number | null;
  named: NamedMatch | null;
  leaving: LeavingReason | null;
  matchedAreas: string[];
  matchedTech: TechMatch[];
  matchedValues: string[];
  bestEnvironment: WorkEnvironment | null;
  /** The loved activity that is this occupation's own work, if any. */
  lovedActivity: LovedActivity | null;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** BLS's typical entry education of work anyone can start (catalog `education`). */
const NO_CREDENTIAL = 'No formal educational credential';
const COMPONENTS = Object.keys(MATCH_WEIGHTS) as MatchComponent[];
const NONE: Relation = { score: 0, kind: 'none' };
/** Relations that are no way toward a named career (since the round of 2026-11-24 night, EVAL.md). */
const INDIRECT_RELATIONS: ReadonlySet<Relation['kind']> = new Set(['two-steps', 'minor-group', 'major-group']);

/** A title that says the person is learning a trade ("plumbing apprentice", "electrician trainee"). */
const APPRENTICE = /\b(apprentice|apprenticeship|trainee)\b/i;
const HELPERS = /^Helpers--/;

/**
 * SOC classifies apprentices and trainees with the occupation they train for, helpers apart; O*NET's title lists file
 * "Plumbing Apprentice" and "Electrician Apprentice" under the helpers. An apprentice's job read as helpers is the trade
 * they help, as the helpers' own title and Related Occupations name it, at its highest Job Zone (plumbers, not
 * pipelayers).
 */
function apprenticeOfTrade(index: OccupationIndex, job: JobTitleReading): JobTitleReading {
  if (!APPRENTICE.test(job.text)) return job;
  const candidates = job.candidates.flatMap((candidate) => {
    const helpers = index.byCode.get(candidate.code)?.occupation;
    if (!helpers || !HELPERS.test(helpers.title)) return [candidate];
    const words = fieldWords(helpers.title.replace(HELPERS, ''));
    const trades = helpers.related
      .map((code) => index.byCode.get(code)?.occupation)
      .filter(
        (o): o is NonNullable<typeof o> =>
          !!o && !HELPERS.test(o.title) && [...fieldWords(o.title)].some((w) => words.has(w)),
      );
    const top = Math.max(...trades.map((o) => o.jobZone));
    const chosen = trades.filter((o) => o.jobZone === top);
    if (chosen.length === 0) return [candidate];
    return chosen.map((o) => ({ code: o.code, share: candidate.share / chosen.length }));
  });
  return { ...job, candidates };
}

export function prepareUser(index: OccupationIndex, profile: UserProfile, context: MatchContext = {}): PreparedUser {
  const vector = RIASEC_AREAS.map((a) => profile.riasec[a]);
  const quality = assessProfile(profile);
  const intent = profile.intent ?? null;

  const typedJob = profile.jobTitle ? readJobTitle(index.titles, profile.jobTitle) : null;
  const job = typedJob ? apprenticeOfTrade(index, typedJob) : null;
  const relations = job ? relationsTo(index.related, job.candidates) : new Map<string, Relation>();
  // Preparation from the job counts at the lowest level among its likely readings: a "personal trainer" is not
  // prepared for zone 5 because one reading of the title is Athletic Trainers.
  const likely = job?.candidates.filter((c) => c.share >= 0.3) ?? [];
  const zones = likely
    .map((c) => index.byCode.get(c.code)?.occupation.jobZone)
    .filter((z): z is number => z !== undefined);
  const jobZone = zones.length ? Math.min(...zones) : null;
  const PROFESSIONAL = 'Doctoral or professional degree';
  const jobProfessional = likely.some((c) => index.byCode.get(c.code)?.occupation.education === PROFESSIONAL);
  const jobBroadGroups = new Set(likely.map((c) => c.code.slice(0, 6)));
  const blend = (pick: (e: IndexedOccupation) => Float64Array | null): Float64Array | null => {
    let out: Float64Array | null = null;
    for (const c of job?.candidates ?? []) {
      const v = index.byCode.get(c.code) ? pick(index.byCode.get(c.code)!) : null;
      if (!v) continue;
      out ??= new Float64Array(v.length);
      for (let i = 0; i < v.length; i++) out[i] += c.share * v[i];
    }
    return out;
  };
  const jobSkills = blend((e) => e.skillProfile);
  const jobWork = blend((e) => e.workProfile);
  const jobFields = likely.flatMap((c) =>
    (index.byCode.get(c.code)?.headNouns ?? []).map((head) => ({ head, major: c.code.slice(0, 2) })),
  );

  // O*NET's Related Occupations are lists of twenty; work that is just as alike in skills and knowledge but not
  // listed counts too (an electrician's elevator or alarm installers), a little lower.
  if (jobWork) {
    for (const entry of index.occupations) {
      if (!entry.workProfile) continue;
      let dot = 0;
      for (let i = 0; i < jobWork.length; i++) dot += jobWork[i] * entry.workProfile[i];
      const score = SIMILAR_WORK_FIT * Math.min(1, Math.max(0, (dot - SIMILAR_WORK_FROM) / (1 - SIMILAR_WORK_FROM)));
      const code = entry.occupation.code;
      if (score > (relations.get(code)?.score ?? 0)) relations.set(code, { score, kind: 'similar-work' });
    }
  }
  const { named, leaving } = readGoals(index, profile, intent, job, relations, jobFields);
  const namedCodes = [...named.keys()];
  // The way toward a named career: the occupations O*NET relates to it directly (its Related Occupations, specialties,
  // supervisors, broad group), not those two relations away or merely in its SOC minor or major group.
  const targetRelations = new Map<string, Relation>();
  if (namedCodes.length > 0) {
    const around = relationsTo(
      index.related,
      namedCodes.map((code) => ({ code, share: 1 / namedCodes.length })),
    );
    for (const [code, relation] of around)
      if (!INDIRECT_RELATIONS.has(relation.kind)) targetRelations.set(code, relation);
  }

  const quizText = `${profile.toolsText}\n${profile.goalsText}`;
  const quizTech = findTechnologies(index, quizText);
  const resumeTech = new Map<string, string>();
  for (const skill of context.resumeSkills ?? []) {
    for (const [key] of findTechnologies(index, skill)) if (!resumeTech.has(key)) resumeTech.set(key, skill);
  }
  const allTech = new Map<string, TechMatch>();
  for (const [key, word] of quizTech)
    allTech.set(key, { name: index.techNames.get(key) ?? key, word, fromResume: false });
  for (const [key, word] of resumeTech) {
    if (!allTech.has(key)) allTech.set(key, { name: index.techNames.get(key) ?? key, word, fromResume: true });
  }
  const techWeights = new Float64Array(index.occupations.length);
  for (const key of allTech.keys()) {
    const rarity = Math.min(1, (index.techIdf.get(key) ?? 0) / 2);
    for (const p of index.techPostings.get(key) ?? [])
      techWeights[p.position] += (p.hot ? HOT_TECH_WEIGHT : 1) * rarity;
  }

  return {
    profile,
    vector,
    rankedAreas: rankAreas(profile.riasec),
    quality,
    intent,
    job,
    jobZone,
    jobProfessional,
    jobBroadGroups,
    relations,
    targetRelations,
    jobSkills,
    jobWork,
    jobFields,
    named,
    leaving,
    skillAreas: new Set(profile.skillAreas),
    lovedActivities: lovedActivitiesOf(profile),
    quizTech,
    resumeTech,
    allTech,
    techWeights,
  };
}

/** Titles a field must have ending in a lone word named in the goals for the word to mean that field's role. */
const MIN_FIELD_ROLE_TITLES = 2;
const endingCounts = new WeakMap<TitleIndex, Map<string, Map<string, number>>>();

/** How many of each occupation's titles end with a stemmed head word (built once per title index). */
function titlesEndingIn(titles: TitleIndex, head: string): Map<string, number> {
  let byHead = endingCounts.get(titles);
  if (!byHead) {
    byHead = new Map();
    for (const [key, codes] of titles.exact) {
      const last = key.split(' ').at(-1)!;
      if (!byHead.has(last)) byHead.set(last, new Map());
      const counts = byHead.get(last)!;
      for (const code of codes.keys()) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    endingCounts.set(titles, byHead);
  }
  return byHead.get(head) ?? new Map();
}

/**
 * The careers named in the goals answer: positive ones (resolved against the person's field: "architect" from a
 * software engineer is a software architect) and work to leave (named so, or the person's own job when changing
 * field).
 */
function readGoals(
  index: OccupationIndex,
  profile: UserProfile,
  intent: CareerIntent | null,
  job: JobTitleReading | null,
  relations: Map<string, Relation>,
  jobFields: Array<{ head: string; major: string }>,
): { named: Map<string, NamedMatch>; leaving: Map<string, LeavingReason> } {
  const named = new Map<string, NamedMatch>();
  const leaving = new Map<string, LeavingReason>();
  for (const mention of findNamedCareers(index.titles, profile.goalsText)) {
    if (!mention.positive) {
      for (const code of mention.codes)
        if (!leaving.has(code)) leaving.set(code, { kind: 'named', phrase: mention.phrase });
      continue;
    }
    const words = titleTokens(mention.phrase);
    const kind: NamedMatch['kind'] = index.titles.exact.has(words.map(titleStem).join(' ')) ? 'title' : 'field';
    let codes = mention.codes;
    // A phrase of several words that titles of the person's own work, or of work near it, end with ("program
    // management" of an IT project manager: O*NET's "IT Program Manager"; "case management" of a nurse: "RN Case
    // Manager") means that work, not the occupation that reports the bare title most (Media Programming Directors);
    // unless the phrase is an occupation's own O*NET title ("nurse practitioner").
    const stems = words.map(titleStem);
    const ownTitleNamed = codes.some((c) => stems.every((st) => index.titles.ownTitleStems.get(c)?.has(st)));
    const endingInField =
      job && words.length >= 2 && !ownTitleNamed
        ? [...(index.titles.titleEndings.get(words.map(titleStem).join(' ')) ?? [])].filter(
            (c) => (relations.get(c)?.score ?? 0) >= 0.6,
          )
        : [];
    const endingOwn = endingInField.filter((c) =>
      ['same', 'specialty', 'broad-group'].includes(relations.get(c)!.kind),
    );
    // A phrase that several fields use ("critical care": nurses and physicians): where some of its occupations are
    // related to the person's job, those are meant.
    // Where some of them are the person's own kind of work (its specialties, its broad group), those are meant.
    const own = codes.filter((c) => ['same', 'specialty', 'broad-group'].includes(relations.get(c)?.kind ?? ''));
    const near = codes.filter((c) => (relations.get(c)?.score ?? 0) >= 0.5);
    if (endingOwn.length > 0 && own.length === 0) codes = endingOwn;
    else if (job && own.length > 0 && own.length < codes.length) codes = own;
    else if (job && near.length > 0 && near.length < codes.length) codes = near;
    // A word that many fields use for their own roles ("architect", "engineer", "supervisor"): where the person's
    // own field has roles of that name, those are meant. A phrase that names one occupation ("event planning") means
    // that one.
    const unrelated = codes.every((c) => (relations.get(c)?.score ?? 0) < 0.5);
    if (job && unrelated && endingInField.length > 0 && endingInField.length <= 6) codes = endingInField;
    else if (job && unrelated && (words.length === 1 || (words.length === 2 && codes.length > 1))) {
      const head = titleStem(words.at(-1) ?? '');
      // Only roles the field itself calls so, in more than one title (a software developer's "Application
      // Architect", "Application Systems Architect"): one title is no such role (a carpenter's "estimator" is a cost
      // estimator, not the log grader's one "Timber Estimator").
      const inField = [...(index.titles.headCodes.get(head) ?? [])].filter(
        (c) =>
          (relations.get(c)?.score ?? 0) >= 0.6 &&
          (titlesEndingIn(index.titles, head).get(c) ?? 0) >= MIN_FIELD_ROLE_TITLES,
      );
      if (inField.length > 0 && inField.length <= 6) codes = inField;
    }
    for (const code of codes) if (!named.has(code)) named.set(code, { phrase: mention.phrase, kind });
  }
  if (job && intent === 'change') {
    // The field left: the job itself, its specialties and its SOC broad group, and the occupations named like it in
    // the same major group (every "Teachers" occupation for a teacher, every "Drivers" one for a driver). Not its
    // O*NET Related Occupations as such: they are where people changing field often go (reporter -> PR specialist).
    for (const entry of index.occupations) {
      const code = entry.occupation.code;
      const relation = relations.get(code);
      if (relation?.kind === 'same' || relation?.kind === 'specialty') leaving.set(code, { kind: 'own-job' });
      else if (
        relation?.kind === 'broad-group' ||
        entry.headNouns.some((head) => jobFields.some((f) => f.head === head && f.major === code.slice(0, 2)))
      ) {
        if (!leaving.has(code)) leaving.set(code, { kind: 'close-to-job' });
      }
    }
  }
  // A career named to leave is never also a career wanted; the person's own job when changing field neither.
  for (const code of leaving.keys()) named.delete(code);
  return { named, leaving };
}

/**
 * The activities a person loves: rated 4 or 5 and at least LOVED_ABOVE_MEAN above the mean of all their ratings (a
 * generous rater's 5s everywhere single nothing out), those that name some occupation's work, best first.
 */
function lovedActivitiesOf(profile: UserProfile): LovedActivity[] {
  const ratings = profile.itemRatings;
  if (!ratings) return [];
  const all = RIASEC_AREAS.flatMap((a) => ratings[a] ?? []);
  if (all.length === 0) return [];
  const mean = all.reduce((sum, r) => sum + r, 0) / all.length;
  const loved: LovedActivity[] = [];
  for (const area of RIASEC_AREAS) {
    const own = ratings[area] ?? [];
    const areaMean = own.length ? own.reduce((sum, r) => sum + r, 0) / own.length : 0;
    ACTIVITY_WORK[area].forEach(([activity, codes], i) => {
      const rating = own[i];
      if (
        rating !== undefined &&
        rating >= 4 &&
        rating >= mean + LOVED_ABOVE_MEAN &&
        rating >= areaMean + LOVED_ABOVE_AREA &&
        codes.length > 0
      )
        loved.push({ activity, rating, codes });
    });
  }
  return loved.sort((x, y) => y.rating - x.rating);
}

/** Technologies named in a text: lower-case catalog name -> the word as written there. */
export function findTechnologies(index: OccupationIndex, text: string): Map<string, string> {
  const found = new Map<string, string>();
  const tokens = userTechTokens(text);
  const surface = new Map<string, string>();
  for (const raw of text.split(/[^A-Za-z0-9+#.-]+/)) {
    const t = raw.replace(/^[.-]+|[.-]+$/g, '');
    if (t && !surface.has(t.toLowerCase())) surface.set(t.toLowerCase(), t);
  }
  for (const token of tokens) {
    // An ordinary word ("contract", "learn", "project") names a tool only with the rest of its name ("Microsoft
    // Project"), or written as a name (capitalised inside a sentence: "Spark").
    const written = surface.get(token) ?? token;
    const ordinary = isGenericWord(token) || (index.proseWords.has(token) && written === token);
    for (const key of index.techLexicon.get(token) ?? []) {
      if (found.has(key) || (ordinary && !techTokens(key).every((t) => tokens.has(t)))) continue;
      found.set(key, written);
    }
    for (const phrase of index.techPhrases.get(token) ?? []) {
      if (!found.has(phrase.key) && phrase.tokens.every((t) => tokens.has(t))) {
        found.set(phrase.key, phrase.tokens.map((t) => surface.get(t) ?? t).join(' '));
      }
    }
  }
  return found;
}

/**
 * SOC's first-line supervisors (XX-1xxx of the major groups 33 to 53, relatedness.ts) of the person's own field: the
 * step up from their job, unless the job already supervises.
 */
function isStepUp(user: PreparedUser, code: string): boolean {
  const supervisor = (c: string) => c.slice(3, 4) === '1' && Number(c.slice(0, 2)) >= 33;
  if (!supervisor(code)) return false;
  const jobs = [...user.jobBroadGroups];
  return jobs.some((g) => g.slice(0, 2) === code.slice(0, 2)) && !jobs.some(supervisor);
}

/** The career component: how the occupation stands to the person's job, intent and named careers. */
function careerFit(
  user: PreparedUser,
  code: string,
  zone: number,
  relation: Relation,
  professional: boolean,
  outOfReach: boolean,
): number {
  const named = user.named.get(code);
  const namedFit = named ? (named.kind === 'title' ? NAMED_TITLE_FIT : NAMED_FIELD_FIT) : 0;
  // The occupations around a named career are the ways toward it (O*NET Related Occupations of the target), not
  // the job the person has, not a step below it and not one beyond the preparation the person would add (a
  // counsellor works toward the named career itself, which is shown whatever it asks, not toward its harder
  // neighbours: a call-centre agent naming help desk work is not pointed at systems engineering).
  const below = user.jobZone !== null && zone < user.jobZone;
  // Staying: another profession with its own doctoral or professional degree (nurse -> physician) is not the way on.
  const otherProfession = user.intent === 'stay' && professional && !user.jobProfessional;
  const toward =
    relation.kind === 'same' || below || outOfReach
      ? 0
      : TARGET_NEIGHBOUR_FIT *
        (user.targetRelations.get(code)?.score ?? 0) *
        (otherProfession ? STAY_OTHER_PROFESSION : 1);
  // Without a job read or a career named there is no evidence either way: a neutral value, so that interests alone
  // do not make every fitting occupation "Excellent".
  if (!user.job) {
    return user.named.size > 0 ? Math.max(namedFit, toward, NAMED_DIRECTION_WEIGHT * CAREER_UNKNOWN) : CAREER_UNKNOWN;
  }
  // Where the person named the way they want to go, closeness to the job they have matters less.
  const r = relation.score * (user.named.size > 0 ? NAMED_DIRECTION_WEIGHT : 1);
  const own = relation.kind === 'same' || relation.kind === 'specialty';
  let fit: number;
  switch (user.intent) {
    case 'stay': {
      // Staying and advancing: the work itself, its specialties and the step up count fully; a related job at the
      // same level is a side step, one below a step down.
      const level = user.jobZone === null ? 0 : zone - user.jobZone;
      // Its SOC broad group is the same kind of work too (a school counselor's mental health counselors, a web
      // developer's software developers).
      const mine =
        own ||
        relation.kind === 'supervisor' ||
        // (not a "Miscellaneous" broad group, XX-XX9X: a shared code, not a kind of work, relatedness.ts)
        (user.jobBroadGroups.has(code.slice(0, 6)) && code.charAt(5) !== '9');
      fit = r * (mine ? 1 : level > 0 ? STAY_STEP_UP : level === 0 ? STAY_SIDE_STEP : STAY_STEP_DOWN);
      if (!mine && otherProfession) fit *= STAY_OTHER_PROFESSION;
      break;
    }
    case 'related':
      // Moving to related work: the job itself is what they move on from; a step down is not the move meant.
      fit = relation.kind === 'same' ? RELATED_MOVE_OWN_JOB : below ? STAY_STEP_DOWN * r : r;
      break;
    case 'change':
      // Changing field: not the field left; its broad area (SOC major or minor group) only a little; elsewhere alike,
      // never more for resembling the job left: the interests and the preparation the person would add choose. Where
      // the person named where they want to go, elsewhere counts less than the way toward it.
      if (user.leaving.get(code)?.kind === 'own-job' || user.leaving.get(code)?.kind === 'close-to-job') fit = 0;
      else if (relation.kind === 'major-group' || relation.kind === 'minor-group') fit = CHANGE_SAME_AREA;
      else fit = user.named.size > 0 ? CHANGE_ELSEWHERE_NAMED : CHANGE_ELSEWHERE;
      break;
    default:
      // Not sure: experience counts a little, and only work directly related to the job counts, not work two relations
      // away (a warehouse picker's machine setters through assemblers): what the person has done prepares for the
      // first, not the second. The job itself and its specialties count as such work (staying is one answer to "what
      // next"; its score is held at Good, calibration.ts). Of that work, the first-line supervisors of the job's own
      // field are the step up and count fully (a cashier's retail supervisors); work in a lower Job Zone than the job
      // is a step down and counts as nothing in particular.
      if (!below && r >= UNSURE_STEP_UP_MIN && isStepUp(user, code)) fit = UNSURE_BASE + UNSURE_RELATED;
      else fit = relation.kind === 'two-steps' || below ? UNSURE_BASE : UNSURE_BASE + UNSURE_RELATED * r;
  }
  return Math.max(fit, namedFit, toward);
}

/**
 * Scores one occupation for the user. With `explain`, also lists what matched (areas, tools, values) for the
 * reasoning; ranking does not need them, so the pass over the whole catalog skips that work.
 */
export function scoreOccupation(
  index: OccupationIndex,
  user: PreparedUser,
  entry: IndexedOccupation,
  explain = false,
): OccupationScore {
  const { profile } = user;
  const o = entry.occupation;

  const correlation = pearson(user.vector, entry.riasec);
  const interest = user.quality.factor * clamp01((correlation - INTEREST_R_ZERO) / (INTEREST_R_FULL - INTEREST_R_ZERO));
  const relation = user.relations.get(o.code) ?? NONE;
  const prep = preparationFit(o.jobZone, profile, relation.score, user.jobZone);
  let transfer: number | null = null;
  if (user.jobSkills && entry.skillProfile) {
    let dot = 0;
    for (let i = 0; i < entry.skillProfile.length; i++) dot += user.jobSkills[i] * entry.skillProfile[i];
    transfer = clamp01(dot);
  }
  const components: ComponentScores = { interest, preparation: prep.fit, growth: 0 };
  // Not sure: at Job Zone 2, work that asks no formal credential is a step down from a diploma or more (the hosts and
  // ushers of a cashier who wants a way up), unless it is the person's own line of work.
  if (
    (user.intent ?? 'unsure') === 'unsure' &&
    o.jobZone === 2 &&
    o.education === NO_CREDENTIAL &&
    (profile.jobZone ?? 0) >= 2 &&
    !prep.stretch &&
    prep.below === 0 &&
    relation.score < 0.85
  ) {
    components.preparation = Math.min(prep.fit, UNSURE_NO_CREDENTIAL_FIT);
  }
  components.career = careerFit(
    user,
    o.code,
    o.jobZone,
    relation,
    o.education === 'Doctoral or professional degree',
    prep.outOfReach,
  );

  // Skills: each chosen area counts by how much the occupation stands out in it.
  const matchedAreas: string[] = [];
  if (user.skillAreas.size > 0) {
    let sum = 0;
    for (const area of user.skillAreas) {
      const z = entry.areaZ.get(area) ?? 0;
      sum += clamp01(z / 1.5);
      if (explain && z >= TOP_AREA_MIN_Z) matchedAreas.push(area);
    }
    components.skills = clamp01(sum / Math.min(SKILL_AREAS_FOR_FULL_FIT, user.skillAreas.size));
    matchedAreas.sort((a, b) => (entry.areaZ.get(b) ?? 0) - (entry.areaZ.get(a) ?? 0));
  }

  const matchedTech: TechMatch[] = [];
  if (user.allTech.size > 0) {
    components.tools = clamp01(user.techWeights[entry.position] / TECH_MATCHES_FOR_FULL_FIT);
    if (explain) for (const [key, match] of user.allTech) if (entry.technologies.has(key)) matchedTech.push(match);
  }

  const matchedValues: string[] = [];
  if (profile.values.length > 0) {
    let sum = 0;
    for (const v of profile.values) {
      sum += entry.values.get(v) ?? 0.5;
      if (explain && o.valueHighPoints.includes(v)) matchedValues.push(v);
    }
    components.values = sum / profile.values.length;
  }

  let bestEnvironment: WorkEnvironment | null = null;
  if (profile.environments.length > 0) {
    let best = -1;
    for (const env of profile.environments) {
      const affinity = entry.environment[env] ?? 0;
      if (affinity > best) {
        best = affinity;
        bestEnvironment = env;
      }
    }
    components.environment = best;
  }

  let lovedActivity: LovedActivity | null = null;
  if (user.lovedActivities.length > 0) {
    lovedActivity = user.lovedActivities.find((a) => activityNames(a.codes, o.code)) ?? null;
    // Loved activities count as far as the interest answers hang together.
    components.activities = lovedActivity ? user.quality.factor : 0;
  }

  const growth = o.outlook?.growthPct;
  components.growth = growth === null || growth === undefined ? 0.2 : clamp01(growth / GROWTH_FOR_FULL_BONUS);

  let weighted = 0;
  let weights = 0;
  for (const key of COMPONENTS) {
    const value = components[key];
    if (value === undefined) continue;
    const intent = user.intent ?? 'unsure';
    const weight =
      key === 'career'
        ? CAREER_WEIGHT_BY_INTENT[intent]
        : key === 'activities'
          ? ACTIVITY_WEIGHT_BY_INTENT[intent]
          : MATCH_WEIGHTS[key];
    weighted += weight * value;
    weights += weight;
  }
  const leaving = user.leaving.get(o.code) ?? null;
  const named = user.named.get(o.code) ?? null;
  let fit = weights > 0 ? weighted / weights : 0;
  if (leaving) fit *= LEAVING_PENALTY;

  return {
    entry,
    fit,
    rankFit: fit + (named ? NAMED_RANK_BONUS : 0),
    components,
    correlation,
    relation,
    prep,
    stretch: prep.stretch,
    outOfReach: prep.outOfReach,
    transfer,
    named,
    leaving,
    matchedAreas,
    matchedTech,
    matchedValues,
    bestEnvironment,
    lovedActivity,
  };
}
