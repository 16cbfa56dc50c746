import type { AnswerFlag, InterviewEvaluation, QuestionType, RubricKey, RubricPart } from '@pathwise/contracts';
import type { CareerProfile } from '../catalog/careers.js';
import { jobVocabulary } from '../catalog/vocabulary.js';
import { concept } from '../text/concepts.js';
import { wordLikeness } from '../text/gibberish.js';
import {
  clip,
  containsPhrase,
  contentStems,
  lowerWords,
  normaliseTyped,
  quantities,
  sentences,
  stem,
  STOPWORDS,
  words,
} from '../text/text.js';
import { buildFeedback } from './feedback.js';
import {
  actionSentences,
  classifySentences,
  countActions,
  instructionSteps,
  pastActions,
  pastVerbs,
  type StarPart,
} from './star.js';
import { narratedInPast } from './narrated.js';
import * as S from './signals.js';

/** What the evaluator knows about the question (from the session when there is one, else read from its text). */
export interface QuestionContext {
  text: string;
  type?: QuestionType;
  /** 'opening' questions ("tell me about yourself") are judged on present / past / future rather than STAR. */
  source?: string;
  focusTerms?: string[];
  expectedWords?: { min: number; max: number };
}

export interface EvaluateRequest {
  question: QuestionContext;
  response: string;
  career: CareerProfile;
}

/** Weights of the rubric's parts (they sum to 1). Relevance also gates the total (see `score`). */
export const RUBRIC_WEIGHTS: Record<RubricKey, number> = {
  relevance: 0.25,
  structure: 0.25,
  specificity: 0.2,
  ownership: 0.1,
  length: 0.1,
  delivery: 0.1,
};
export const RUBRIC_LABELS: Record<RubricKey, string> = {
  relevance: 'Relevance',
  structure: 'Structure',
  specificity: 'Specificity',
  ownership: 'Ownership',
  length: 'Length',
  delivery: 'Delivery',
};

/** Ceilings for answers that are not answers: the rubric's parts cannot lift them above these. */
const CAPS: Record<AnswerFlag, number> = {
  gibberish: 5,
  repetitive: 12,
  'copies-question': 12,
  'off-topic': 18,
  'too-short': 35,
  'no-example': 30,
  // no example where one was asked for is at best a weak answer, however well worded
  'no-story': 32,
};

/** Words of a question that say how to answer, not what about. */
const QUESTION_FRAME = new Set(
  contentStems(
    'tell describe walk through example time situation share explain would could how what why when where which ' +
      'give talk suppose imagine handle approach experience happened result outcome did do your you yourself ' +
      'steps take check done right process plan went go know well want',
  ),
);

export function inferQuestionType(question: string): QuestionType {
  if (
    /\b(?:suppose|imagine|what would you do|how would you (?:handle|respond|deal)|if you (?:were|had|found|noticed))\b/i.test(
      question,
    )
  )
    return 'situational';
  if (
    /\b(?:tell me about (?:a|an|the|yourself)|describe a (?:time|situation|decision|project|goal|piece)|give (?:me )?an example|have you ever|walk me through your (?:background|career|experience))\b/i.test(
      question,
    )
  )
    return 'behavioural';
  return 'technical';
}

const DEFAULT_WORDS: Record<QuestionType, { min: number; max: number }> = {
  behavioural: { min: 120, max: 300 },
  technical: { min: 100, max: 250 },
  situational: { min: 90, max: 220 },
};

/**
 * The local answer evaluator: a visible rubric of six parts, each scored 0-100 with the evidence from the answer
 * that produced it, a total weighted by the parts and gated by relevance, flags for non-answers (gibberish, a copy of
 * the question, off-topic, too short) that cap the total, and feedback with a stronger outline of the same answer.
 */
export function evaluateAnswer(request: EvaluateRequest): InterviewEvaluation {
  const written = normaliseTyped(request.response.trim());
  // a story told in the present is read in the past; its sentences are quoted as written
  const narrated = narratedInPast(written, pastVerbs(written));
  const response = narrated ?? written;
  const q = request.question;
  const type = q.type ?? inferQuestionType(q.text);
  const opening =
    q.source === 'opening' || /\btell me about yourself\b|walk me through your (?:background|career)/i.test(q.text);
  const expected = q.expectedWords ?? DEFAULT_WORDS[type];
  const ws = words(response);
  const wordCount = ws.filter((w) => /[A-Za-z]/.test(w)).length;
  const lower = lowerWords(response);
  const answerStems = lower.map(stem);
  const answerContent = contentStems(response);
  const sents = sentences(response);

  // --- relevance: the question's subject, the job's terms, a work context
  const questionKeys = [
    ...new Set(
      contentStems(q.text)
        .filter((s) => !QUESTION_FRAME.has(s))
        .map(concept),
    ),
  ];
  const answerSet = new Set(answerContent.map(concept));
  const coveredKeys = questionKeys.filter((k) => answerSet.has(k));
  const qOverlap = questionKeys.length ? coveredKeys.length / questionKeys.length : 0;
  const terms = jobTerms(request.career, q.focusTerms ?? []);
  const used = terms.filter((t) => t.stems.some((variant) => containsPhrase(answerStems, variant)));
  // beyond the top terms, the rest of the occupation's own vocabulary (its tasks and tools): fewer points a word
  const usedStems = new Set(used.flatMap((t) => t.stems.flat()));
  const questionStemSet = new Set(contentStems(q.text));
  const vocabulary = jobVocabulary(request.career);
  const ownWords = [...new Set(answerContent)].filter(
    (s) => vocabulary.has(s) && !usedStems.has(s) && !questionStemSet.has(s),
  );
  // a stem shown as the answer wrote it ("house", not "hous")
  const asWritten = (st: string) => lower.find((w) => stem(w) === st) ?? st;
  const termWeight = used.reduce((sum, t) => sum + t.weight, 0) + 0.3 * Math.min(5, ownWords.length);
  const contextWords = lower.filter((w) => S.WORK_CONTEXT.has(w));
  let relevanceScore = Math.round(
    100 *
      (0.4 * Math.min(1, qOverlap / 0.3) +
        0.4 * Math.min(1, termWeight / 2.5) +
        0.2 * Math.min(1, new Set(contextWords).size / 3)),
  );
  const focusMissing = (q.focusTerms ?? [])
    .filter((f) => !used.some((u) => u.term.toLowerCase() === f.toLowerCase()))
    .filter((f) => !containsPhrase(answerStems, contentStems(f)));
  const termsMissing = [
    ...new Set([...focusMissing, ...terms.filter((t) => !used.includes(t)).map((t) => t.term)]),
  ].slice(0, 6);

  // --- structure
  const quoted = asWrittenSentences(sents, narrated ? sentences(written) : sents);
  const star = mapStar(classifySentences(sents), quoted);
  const actions = actionSentences(sents).map(quoted);
  const storyStructure = starStructure(star, actions, countActions(sents), response);
  const structure = opening
    ? openingStructure(response)
    : type === 'behavioural'
      ? storyStructure
      : // "how do you handle a nervous patient?": a time the speaker did it is as good an answer as the steps
        better(type === 'technical' ? technicalStructure(response) : situationalStructure(response), storyStructure);

  // --- specificity
  const numbers = quantities(response);
  // the things the speaker did, told in the past: each is a detail of what happened
  const did = pastActions(sents);
  const tools = request.career.technologies
    .filter((t) =>
      [t.name, ...t.aliases].some((n) => containsPhrase(answerStems, contentStems(n)) || response.includes(n)),
    )
    .map((t) => t.name);
  const properNouns = namedThings(response, sents).filter((n) => !tools.includes(n));
  const timeFrames = response.match(S.TIME_FRAME) ?? [];
  const vague = response.match(S.VAGUE) ?? [];
  const specificityScore = clamp(
    Math.min(45, numbers.length * 15) +
      Math.min(25, (tools.length + Math.min(2, properNouns.length)) * 9) +
      (star.result.length > 0 && numbers.length > 0 ? 20 : star.result.length > 0 ? 8 : 0) +
      Math.min(10, timeFrames.length * 5) +
      Math.min(18, did.length * 6) -
      Math.min(20, vague.length * 4),
  );

  // a long story with no number, name or action of its own is talk around the subject, not an example: its structure
  // words ("I learned", "one time") and its length earn little
  const rambling =
    type === 'behavioural' &&
    !opening &&
    wordCount >= expected.min * 0.75 &&
    specificityScore < 15 &&
    countActions(sents) <= 1;

  // a career history (started as, moved up to, after three years, got my certs) told to a question that did not ask
  // for one: half its sentences and two kinds of move at least
  const moves = S.CAREER_MOVES.filter((re) => re.test(response)).length;
  const historySentences = sents.filter((s) => S.CAREER_MOVES.some((re) => re.test(s))).length;
  const careerHistory =
    !opening &&
    !/\b(?:background|experience|career|yourself|resume|path|journey)\b/i.test(q.text) &&
    moves >= 2 &&
    historySentences / sents.length >= 0.5;
  // a complete story (scene, the speaker's actions, an outcome) with specifics answers a question about a time it
  // happened, in whatever words: its relevance does not hang on the job's vocabulary
  const pastCount = pastVerbs(response);
  const completeStory =
    !opening && !careerHistory && storyStructure.score >= 75 && star.result.length > 0 && countActions(sents) >= 1;
  if (completeStory) relevanceScore = Math.max(relevanceScore, Math.round(70 + 30 * Math.min(1, qOverlap / 0.3)));
  // a shorter true story (two or more things the speaker did, in the past) still answers with a time it happened:
  // thin, not beside the point, whatever the job's vocabulary (an answer to another question is flagged below)
  // (not the speaker's own path: a career move or a sentence about oneself in every third makes it that instead)
  const aboutOwnPath =
    moves > 0 || sents.filter((s) => S.SELF_ACCOUNT.some((re) => re.test(s))).length / sents.length >= 1 / 3;
  // (and of the question's kind: its words, or something that went wrong; a project described is not)
  const partialStory =
    !opening &&
    !completeStory &&
    !aboutOwnPath &&
    pastCount >= 2 &&
    did.length >= 2 &&
    (coveredKeys.length > 0 || S.COMPLICATION.test(response));
  if (partialStory) relevanceScore = Math.max(relevanceScore, Math.round(55 + 15 * Math.min(1, qOverlap / 0.3)));
  // a short answer with the whole story and its numbers (or its outcome) in it is concise, not thin
  const concise = wordCount >= 35 && structure.score >= 60 && (specificityScore >= 45 || completeStory);
  // asked for a time it happened, it tells none: no example, whatever its shape ("I would stay calm...")
  const noStory = type === 'behavioural' && !opening && pastCount < 2;

  // --- ownership
  const iCount = (response.match(S.I_SUBJECT) ?? []).length;
  const weCount = (response.match(S.WE_SUBJECT) ?? []).length;
  const ownershipScore =
    iCount + weCount === 0
      ? 30
      : clamp(Math.round(25 + 75 * (iCount / (iCount + weCount * 1.2)) * Math.min(1, iCount / 3)));

  // --- length
  const lengthScore =
    wordCount < expected.min
      ? Math.round(100 * Math.pow(wordCount / expected.min, 1.3))
      : wordCount > expected.max * 1.15
        ? clamp(Math.round(100 - ((wordCount - expected.max * 1.15) / expected.max) * 60), 40)
        : 100;

  // --- delivery: fillers and hedges per 100 words (at least 60 words counted, so one "maybe" is not a disaster)
  const fillers = countAll(S.FILLERS, response);
  const hedges = countAll(S.HEDGES, response);
  const per100 = 100 / Math.max(60, wordCount);
  const fillerTotal = fillers.reduce((s, f) => s + f.count, 0);
  const hedgeTotal = hedges.reduce((s, h) => s + h.count, 0);
  const deliveryScore = clamp(Math.round(100 - 14 * fillerTotal * per100 - 9 * hedgeTotal * per100));

  // --- flags
  const flags: AnswerFlag[] = [];
  const likeness = wordLikeness(response);
  if (likeness.words >= 2 && likeness.englishShare < 0.6) flags.push('gibberish');
  const distinct = new Set(answerContent).size;
  if (!flags.includes('gibberish') && answerContent.length >= 8 && distinct / answerContent.length < 0.3)
    flags.push('repetitive');
  const questionStems = new Set(contentStems(q.text));
  const fromQuestion = answerContent.filter((s) => questionStems.has(s)).length;
  if (
    answerContent.length > 0 &&
    fromQuestion / answerContent.length >= 0.75 &&
    wordCount <= words(q.text).length * 1.6
  )
    flags.push('copies-question');
  // a list of skills, or buzzwords with no number, name or step of its own: claims, not an example
  const segments = response.split(/[,;]|\band\b|\bor\b/).map((p) => words(p).length);
  const listItems = segments.filter((n) => n > 0 && n <= 3).length;
  const buzz = (response.match(S.BUZZWORDS) ?? []).length;
  const listed = listItems >= 6 && listItems / segments.length >= 0.5 && actions.length === 0;
  const buzzed = buzz >= 4 && numbers.length === 0 && buzz >= countActions(sents);
  // "how do you handle X?" answered with the speaker's own steps ("I talk to them ... I let them look away") answers
  // it, even in none of the question's words
  const ownSteps = (
    response.match(
      /\b[Ii]\s+(?:would\s+|usually\s+|always\s+|then\s+|first\s+|just\s+)?(?!am\b|was\b|think\b|feel\b|like\b|love\b|guess\b|mean\b|know\b|can\b|have\s+(?:a|an|my|the|been|\d))[a-z]{2,}/g,
    ) ?? []
  ).length;
  const stepsAnswer =
    /^\s*how (?:do|would|did|should|can) you\b/i.test(q.text) && ownSteps + instructionSteps(sents) >= 3;
  // and is on the question's point, thin or not, like a short true story
  if (stepsAnswer) relevanceScore = Math.max(relevanceScore, Math.round(50 + 15 * Math.min(1, qOverlap / 0.3)));
  const offTopic =
    !flags.includes('gibberish') &&
    !completeStory &&
    !stepsAnswer &&
    coveredKeys.length === 0 &&
    termWeight < 0.5 &&
    new Set(contextWords).size <= 1 &&
    wordCount >= 5;
  // an answer to another question, in the job's own words: none of this question's subject, and not the kind of
  // answer it asks for (no time it happened, no reason for a "why", nothing ahead for a question about the future)
  const otherQuestion =
    !flags.includes('gibberish') &&
    !opening &&
    !completeStory &&
    !listed &&
    !buzzed &&
    wordCount >= 5 &&
    ((type === 'behavioural' && pastCount < 2 && coveredKeys.length === 0) ||
      (/^\s*why\b/i.test(q.text) && !S.MOTIVE.test(response)) ||
      (/\b(?:five years|ten years|future|long-term|goals?|first (?:\d+|thirty|sixty|ninety) days|what would you do)\b/i.test(
        q.text,
      ) &&
        !S.FUTURE.test(response)));
  // who the speaker is instead of what was asked: most sentences say why they chose the work, what they hold or like,
  // and at most one thing they did ("I got into the fire service because ... I've always wanted to serve")
  const isSelf = (s: string) => S.SELF_ACCOUNT.some((re) => re.test(s));
  const selfSentences = sents.filter(isSelf).length;
  // what the speaker did outside those sentences ("I grew up around the station", "I passed the CPAT" are their story)
  const didElsewhere = pastActions(sents.filter((s) => !isSelf(s))).length;
  const aboutSelf =
    !flags.includes('gibberish') &&
    !opening &&
    !completeStory &&
    !/^\s*why\b|\b(?:five years|future|goals?|yourself|strengths?|weakness(?:es)?)\b/i.test(q.text) &&
    wordCount >= 5 &&
    didElsewhere <= 1 &&
    selfSentences / sents.length >= 0.6;
  // not in the interview's language: more of another language's function words than of English ones
  const foreign = lower.filter((w) => S.FOREIGN_FUNCTION_WORDS.has(w)).length;
  const otherLanguage =
    !flags.includes('gibberish') &&
    foreign >= 3 &&
    foreign > lower.filter((w) => S.ENGLISH_FUNCTION_WORDS.has(w)).length;
  // a question back to the interviewer instead of an answer: half its sentences or more ask ("Can I ask first whether
  // the job is remote? And is there a productivity standard?")
  const asksBack =
    !opening &&
    !completeStory &&
    pastCount < 2 &&
    sents.filter((s) => /\?["')]?$/.test(s) || S.ASKS_BACK.test(s)).length * 2 >= sents.length;
  // a story of another kind, in none of the question's words: asked for a time something went wrong, it tells one
  // where nothing did; asked how one does a thing, it tells something else done (a prize won, a thesis, a project)
  const otherStory =
    !opening &&
    !completeStory &&
    !partialStory &&
    !stepsAnswer &&
    (type !== 'behavioural' || S.TROUBLE_ASKED.test(q.text)) &&
    pastCount >= 2 &&
    did.length >= 2 &&
    coveredKeys.length === 0 &&
    !S.COMPLICATION.test(response);
  if (offTopic || otherQuestion || aboutSelf || careerHistory || otherLanguage || asksBack || otherStory)
    flags.push('off-topic');
  if (wordCount < Math.max(12, expected.min * 0.2)) flags.push('too-short');
  if (!opening && !flags.some((f) => f !== 'too-short') && (listed || buzzed)) flags.unshift('no-example');
  if (noStory && !flags.some((f) => f !== 'too-short')) flags.unshift('no-story');

  const part = (key: RubricKey, score: number, evidence: string[]): RubricPart => ({
    key,
    label: RUBRIC_LABELS[key],
    score: clamp(Math.round(score)),
    weight: RUBRIC_WEIGHTS[key],
    evidence,
    tip: null,
  });
  const rubric: RubricPart[] = [
    part('relevance', relevanceScore, [
      ...(used.length
        ? [
            `Job-related terms used: ${used
              .slice(0, 8)
              .map((t) => t.term)
              .join(', ')}`,
          ]
        : ownWords.length
          ? []
          : ['No job-related terms of this career found']),
      ...(ownWords.length
        ? [`Other words of the job's tasks and tools: ${ownWords.slice(0, 6).map(asWritten).join(', ')}`]
        : []),
      ...(coveredKeys.length
        ? [`Speaks to the question's subject (${coveredKeys.length} of ${questionKeys.length} key words)`]
        : questionKeys.length
          ? ["Does not pick up the question's subject"]
          : []),
      ...(completeStory || partialStory
        ? [`Answers with a time it happened (${did.length} thing${did.length === 1 ? '' : 's'} you did)`]
        : stepsAnswer
          ? [`Answers with your own steps (${ownSteps})`]
          : []),
    ]),
    part(
      'structure',
      noStory ? Math.min(structure.score, 20) : rambling ? Math.min(structure.score, 30) : structure.score,
      noStory
        ? [...structure.evidence, 'Tells no time it happened: no example']
        : rambling
          ? [...structure.evidence, 'Long, with no example of what you did']
          : structure.evidence,
    ),
    part('specificity', specificityScore, [
      numbers.length ? `Numbers: ${numbers.slice(0, 6).join(', ')}` : 'No numbers or measurable results',
      ...(tools.length ? [`Tools named: ${tools.slice(0, 5).join(', ')}`] : []),
      ...(did.length ? [`What you did: ${did.slice(0, 5).join(', ')}`] : []),
      ...(properNouns.length ? [`Named specifics: ${properNouns.slice(0, 4).join(', ')}`] : []),
      ...(vague.length >= 2
        ? [`Vague words: ${[...new Set(vague.map((v) => v.toLowerCase()))].slice(0, 4).join(', ')}`]
        : []),
    ]),
    part('ownership', ownershipScore, [
      `"I" and "my" ${iCount} time${iCount === 1 ? '' : 's'}; "we", "our", "the team" ${weCount} time${weCount === 1 ? '' : 's'}`,
      ...(actions.length
        ? [
            `Your own actions: ${actions
              .slice(0, 3)
              .map((a) => `"${clip(a, 8)}"`)
              .join('; ')}`,
          ]
        : []),
    ]),
    part('length', rambling ? Math.min(lengthScore, 40) : concise ? Math.max(lengthScore, 75) : lengthScore, [
      `${wordCount} words (expected about ${expected.min}-${expected.max})${rambling ? ', with little in them' : ''}`,
    ]),
    part('delivery', deliveryScore, [
      fillerTotal ? `Filler words: ${fillers.map((f) => `${f.word} ×${f.count}`).join(', ')}` : 'No filler words',
      hedgeTotal ? `Hedging: ${hedges.map((h) => `${h.word} ×${h.count}`).join(', ')}` : 'No hedging',
    ]),
  ];

  const weighted = rubric.reduce((sum, p) => sum + p.score * p.weight, 0);
  // an answer that misses the question cannot be rescued by polish: relevance under 45 scales the total down
  let score = Math.round(weighted * Math.min(1, 0.55 + relevanceScore / 100));
  for (const flag of flags) score = Math.min(score, CAPS[flag]);
  score = clamp(score);

  return buildFeedback({
    score,
    rubric,
    flags,
    type,
    opening,
    question: q.text,
    career: request.career,
    star,
    actions,
    numbers,
    tools,
    used: used.map((t) => t.term),
    termsMissing,
    fillers,
    hedges,
    wordCount,
    expected,
  });
}

interface Structure {
  score: number;
  evidence: string[];
}

/** Each analysed sentence as the answer wrote it (the same sentences, when a narrated story was read in the past). */
function asWrittenSentences(analysed: string[], written: string[]): (s: string) => string {
  if (analysed.length !== written.length) return (s) => s;
  const map = new Map(analysed.map((s, i) => [s, written[i]]));
  return (s) => map.get(s) ?? s;
}

function mapStar(star: Record<StarPart, string[]>, quoted: (s: string) => string): Record<StarPart, string[]> {
  return {
    situation: star.situation.map(quoted),
    task: star.task.map(quoted),
    action: star.action.map(quoted),
    result: star.result.map(quoted),
  };
}

const better = (a: Structure, b: Structure) => (b.score > a.score ? b : a);

function starStructure(
  star: Record<StarPart, string[]>,
  actions: string[],
  actionCount: number,
  response: string,
): Structure {
  const distinctVerbs = Math.max(actions.length, actionCount);
  const s = star.situation.length ? 20 : 0;
  const t = star.task.length ? 20 : 0;
  const a = distinctVerbs >= 3 ? 35 : distinctVerbs === 2 ? 28 : distinctVerbs === 1 ? 18 : 0;
  const r = star.result.length ? 25 : 0;
  const reflection = S.REFLECTION.test(response) ? 5 : 0;
  const mark = (ok: boolean, part: string, quote?: string) =>
    ok ? `${part}: "${clip(quote ?? '', 12)}"` : `${part}: missing`;
  return {
    score: Math.min(100, s + t + a + r + reflection),
    evidence: [
      mark(s > 0, 'Situation', star.situation[0]),
      mark(t > 0, 'Task', star.task[0]),
      distinctVerbs
        ? `Action: ${distinctVerbs} thing${distinctVerbs === 1 ? '' : 's'} you did yourself`
        : 'Action: no "I did" sentences',
      mark(r > 0, 'Result', star.result[0]),
    ],
  };
}

function technicalStructure(response: string): Structure {
  const seq = new Set((response.match(S.SEQUENCE) ?? []).map((m) => m.toLowerCase())).size;
  const why = (response.match(S.REASONING) ?? []).length;
  const check = (response.match(S.VERIFICATION) ?? []).length;
  const example = (response.match(S.EXPERIENCE_EXAMPLE) ?? []).length;
  const score = Math.min(30, seq * 10) + Math.min(25, why * 9) + Math.min(25, check * 9) + (example ? 20 : 0);
  return {
    score,
    evidence: [
      seq ? `Steps in order (${seq} sequence words)` : 'No order of steps (first, then, finally)',
      why ? `Explains why (${why} reason${why === 1 ? '' : 's'})` : 'Does not say why',
      check ? 'Says how the result is checked' : 'No check of the result',
      example ? 'Backs it with your own experience' : 'No example from your own experience',
    ],
  };
}

function situationalStructure(response: string): Structure {
  const first = (response.match(S.FIRST_MOVE) ?? []).length;
  const involve = (response.match(S.INVOLVE) ?? []).length;
  const why = (response.match(S.REASONING) ?? []).length;
  const close = (response.match(S.CLOSE) ?? []).length;
  // a time the speaker did it backs the plan, as in a technical answer
  const example = (response.match(S.EXPERIENCE_EXAMPLE) ?? []).length;
  const score = Math.min(
    100,
    (first ? 25 : 0) +
      Math.min(25, involve * 9) +
      Math.min(25, why * 9) +
      Math.min(25, close * 10) +
      (example ? 15 : 0),
  );
  return {
    score,
    evidence: [
      first ? 'Says what comes first' : 'No clear first step',
      involve ? 'Says who is involved or told' : 'Does not say who you would involve',
      why ? 'Gives reasons' : 'Does not say why',
      close ? 'Closes the loop (follow-up, prevention)' : 'No follow-up or way to know it is resolved',
      ...(example ? ['Backs it with your own experience'] : []),
    ],
  };
}

function openingStructure(response: string): Structure {
  const present = S.OPENING_PRESENT.test(response);
  const past = S.OPENING_PAST.test(response);
  const future = S.OPENING_FUTURE.test(response);
  const proof = quantities(response).length > 0 || S.RESULT.test(response);
  return {
    score: (present ? 25 : 0) + (past ? 25 : 0) + (future ? 30 : 0) + (proof ? 20 : 0),
    evidence: [
      present ? 'Says what you do now' : 'Does not say what you do now',
      past ? 'Says how you got here' : 'No background',
      future ? 'Connects to this role' : 'Does not say why this role',
      proof ? 'Backs a strength with a result' : 'No result or proof of a strength',
    ],
  };
}

interface JobTerm {
  term: string;
  weight: number;
  /** Stem sequences that count as using the term (the term itself, and a tool's other names). */
  stems: string[][];
}

function jobTerms(career: CareerProfile, focus: string[]): JobTerm[] {
  const out = new Map<string, JobTerm>();
  const add = (term: string, weight: number, names: string[] = [term]) => {
    const key = contentStems(term).join(' ');
    if (!key) return;
    const existing = out.get(key);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else out.set(key, { term, weight, stems: names.map((n) => contentStems(n)).filter((s) => s.length > 0) });
  };
  for (const f of focus) add(f, 1);
  career.terms.slice(0, 70).forEach((t) => add(t.term, 0.4 + 0.5 * t.weight));
  for (const t of career.technologies) add(t.name, 0.9, [t.name, ...t.aliases]);
  // a term made only of stopwords or the career's title words is no evidence of anything
  const titleStems = new Set(contentStems(career.title));
  return [...out.values()].filter(
    (t) => t.stems.length && !t.stems[0].every((s) => titleStems.has(s) || STOPWORDS.has(s)),
  );
}

/** Capitalised words not at a sentence start, and acronyms: names of tools, places, systems. */
function namedThings(response: string, sents: string[]): string[] {
  const starts = new Set(sents.map((s) => words(s)[0]));
  const found = new Set<string>();
  for (const w of words(response)) {
    if (w === 'I' || starts.has(w)) continue;
    if (/^[A-Z]{2,}[a-z]?$/.test(w) || /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(w) || /^[A-Z][a-z]{2,}$/.test(w))
      found.add(w);
  }
  return [...found].filter(
    (w) =>
      !/^(?:The|This|That|When|Then|And|But|So|My|We|Our|It|They|After|Before|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(
        w,
      ),
  );
}

function countAll(patterns: [string, RegExp][], text: string) {
  return patterns.map(([word, re]) => ({ word, count: (text.match(re) ?? []).length })).filter((x) => x.count > 0);
}

function clamp(n: number, lo = 0, hi = 100): number {
  return Math.max(lo, Math.min(hi, n));
}
