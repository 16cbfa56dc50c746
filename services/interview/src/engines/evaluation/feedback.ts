import type { AnswerFlag, InterviewEvaluation, QuestionType, RubricKey, RubricPart } from '@pathwise/contracts';
import type { CareerProfile } from '../catalog/careers.js';
import { clip } from '../text/text.js';
import type { StarPart } from './star.js';

export interface FeedbackInput {
  score: number;
  rubric: RubricPart[];
  flags: AnswerFlag[];
  type: QuestionType;
  opening: boolean;
  question: string;
  career: CareerProfile;
  star: Record<StarPart, string[]>;
  actions: string[];
  numbers: string[];
  tools: string[];
  used: string[];
  termsMissing: string[];
  fillers: { word: string; count: number }[];
  hedges: { word: string; count: number }[];
  wordCount: number;
  expected: { min: number; max: number };
}

type Outline = InterviewEvaluation['outline'];

/**
 * Turns the rubric into what a coach would say: what was good (the parts that scored well, with their evidence), the
 * one or two changes worth most points (largest weighted gaps), each with a concrete tip, and a stronger outline of
 * the same answer: its own sentences where it had the part, a [prompt] where it did not.
 */
export function buildFeedback(input: FeedbackInput): InterviewEvaluation {
  const rubric = input.rubric.map((p) => ({ ...p, tip: p.score >= 85 ? null : tipFor(p.key, input) }));
  const strengths = strengthsOf(input);
  const byGap = rubric
    .filter((p) => p.tip && p.key !== 'length')
    .sort((a, b) => b.weight * (100 - b.score) - a.weight * (100 - a.score))
    .map((p) => p.tip as string);
  // a non-answer gets one thing to change (answer the question); a short one also its biggest gap
  const improvements =
    input.flags.length === 0
      ? [
          ...rubric.filter((p) => p.tip && p.key === 'length' && p.score < 50).map((p) => p.tip as string),
          ...byGap,
        ].slice(0, 2)
      : input.flags[0] === 'too-short'
        ? [flagAdvice('too-short', input), ...byGap.slice(0, 1)]
        : [flagAdvice(input.flags[0], input)];
  const outline = outlineOf(input);

  const lines = [
    `Score: ${input.score}/100.`,
    strengths.length ? `What went well: ${strengths.join(' ')}` : null,
    improvements.length
      ? `What to change: ${improvements.map((t, i) => (improvements.length > 1 ? `(${i + 1}) ${t}` : t)).join(' ')}`
      : null,
    `A stronger outline: ${outline.map((o) => `${o.part}: ${o.text}`).join(' | ')}`,
  ].filter(Boolean);

  return {
    score: input.score,
    feedback: lines.join('\n'),
    rubric,
    strengths,
    improvements,
    outline,
    termsUsed: input.used.slice(0, 10),
    termsMissing: input.termsMissing,
    fillerWords: input.fillers,
    hedges: input.hedges,
    flags: input.flags,
    wordCount: input.wordCount,
    engine: 'local',
  };
}

function strengthsOf(input: FeedbackInput): string[] {
  if (input.flags.some((f) => f !== 'too-short')) return [];
  const by = (k: RubricKey) => input.rubric.find((p) => p.key === k)!;
  const out: string[] = [];
  const { star } = input;
  if (by('structure').score >= 70) {
    if (input.opening) out.push('Your introduction covers where you are, how you got here and why this role.');
    else if (input.type === 'behavioural')
      out.push(
        star.result.length
          ? `Clear story: you set the scene and close with a result ("${clip(star.result[0], 10)}").`
          : 'Clear story with the situation and your actions.',
      );
    else out.push('Well-organised: you lay out steps and explain your reasoning.');
  }
  if (by('specificity').score >= 60)
    out.push(
      `Specific: ${
        [
          input.numbers.length ? `numbers (${input.numbers.slice(0, 3).join(', ')})` : null,
          input.tools.length ? `named tools (${input.tools.slice(0, 3).join(', ')})` : null,
        ]
          .filter(Boolean)
          .join(' and ') || 'concrete details'
      }.`,
    );
  if (by('relevance').score >= 65 && input.used.length)
    out.push(`You use the job's language: ${input.used.slice(0, 4).join(', ')}.`);
  if (by('ownership').score >= 75 && input.actions.length)
    out.push(`You make your own part clear ("${clip(input.actions[0], 8)}").`);
  if (by('delivery').score >= 90 && input.wordCount >= 40) out.push('Confident wording with no filler or hedging.');
  return out.slice(0, 3);
}

function flagAdvice(flag: AnswerFlag, input: FeedbackInput): string {
  switch (flag) {
    case 'gibberish':
      return 'This answer could not be read as words. Write it in full sentences, as you would say it to the interviewer.';
    case 'repetitive':
      return 'The answer repeats the same words instead of telling what happened. Tell one real example from start to finish.';
    case 'copies-question':
      return 'The answer repeats the question rather than answering it. Give a real example: what happened, what you did, what came of it.';
    case 'off-topic':
      return `The answer does not address the question. Answer it directly${input.career.title ? ` with an example from your work or studies towards ${input.career.title}` : ''}.`;
    case 'no-example':
      return 'The answer lists skills and buzzwords but never shows one: tell one real situation, what you did step by step, and what changed because of it.';
    case 'no-story':
      return 'The question asks for a time it happened, and the answer tells none: pick one real situation, say what you did, step by step, and what came of it.';
    case 'too-short':
      return `Much too short (${input.wordCount} words; about ${input.expected.min}-${input.expected.max} expected). Expand it with a specific example, what you did, and the result.`;
  }
}

function tipFor(key: RubricKey, input: FeedbackInput): string {
  const missingTerms = input.termsMissing.slice(0, 4).join(', ');
  switch (key) {
    case 'relevance':
      return missingTerms
        ? `Tie the answer to the job: where they fit, use its terms, such as ${missingTerms}.`
        : 'Answer the question asked directly, in the first sentence, then give your example.';
    case 'structure':
      if (input.opening)
        return 'Structure it as present, past, future: what you do now, how you got here, and why this role.';
      if (input.type === 'behavioural') {
        const missing = (['situation', 'task', 'result'] as const).filter((p) => input.star[p].length === 0);
        if (input.actions.length < 2) missing.splice(missing.length > 1 ? 2 : missing.length, 0, 'action' as never);
        return missing.includes('result')
          ? 'Finish with the result: what changed because of what you did? Add a number if you can (time saved, errors avoided, people helped).'
          : `Use STAR fully: add the ${missing.map((m) => m).join(' and ') || 'missing parts'} so the story is complete.`;
      }
      return input.type === 'technical'
        ? 'Lay it out as steps (first, then, finally), say why each step matters, and how you would check the result.'
        : 'Say what you would do first, who you would involve, why, and how you would know it was resolved.';
    case 'specificity':
      return input.numbers.length === 0
        ? 'Add numbers: how many, how much, how fast, how often (e.g. "cut the backlog from 40 to 12 in two weeks").'
        : 'Name the tools, systems or methods you used, and the concrete outcome.';
    case 'ownership':
      return 'Say "I" for what you did yourself: "we fixed it" hides your part. Keep "we" for the team\'s result.';
    case 'length':
      return input.wordCount < input.expected.min
        ? `Go deeper: about ${input.expected.min}-${input.expected.max} words gives room for the example, your actions and the result.`
        : `Tighten it to about ${input.expected.max} words: keep one example and its result; cut background.`;
    case 'delivery': {
      const worst = [...input.fillers, ...input.hedges].sort((a, b) => b.count - a.count)[0];
      return worst
        ? `Cut filler and hedging ("${worst.word}" ×${worst.count}): state what you did plainly.`
        : 'State what you did plainly and confidently.';
    }
  }
}

function outlineOf(input: FeedbackInput): Outline {
  const terms = input.termsMissing.slice(0, 3);
  const termNote = terms.length ? ` Where it fits, mention ${terms.join(', ')}.` : '';
  const from = (sentences: string[]): string | null => (sentences.length ? clip(sentences[0], 25) : null);
  const step = (part: string, own: string | null, prompt: string) => ({
    part,
    text: own ?? `[${prompt}]`,
    fromAnswer: own !== null,
  });
  const answered = !input.flags.some(
    (f) => f === 'gibberish' || f === 'off-topic' || f === 'copies-question' || f === 'repetitive',
  );
  const s = answered ? input.star : { situation: [], task: [], action: [], result: [] };
  const actions = answered ? input.actions : [];

  if (input.opening)
    return [
      step('Present', null, `What you do now and the strength that matters most for ${input.career.title}`),
      step('Past', null, 'Two experiences that got you here, each with a result (a number if you can)'),
      step('Future', null, `Why this ${input.career.title} role, and what you want to achieve in it`),
    ];
  if (input.type === 'behavioural')
    return [
      step(
        'Situation',
        from(s.situation),
        'Where and when: the team, the place, what was at stake, in one or two sentences',
      ),
      step('Task', from(s.task), 'What you had to achieve and why it was your job'),
      step(
        'Action',
        actions.length
          ? actions
              .slice(0, 3)
              .map((a) => clip(a, 14))
              .join(' / ')
          : null,
        `Three things you did yourself, each starting with "I …".${termNote}`,
      ),
      step(
        'Result',
        from(s.result),
        'What changed because of you, with a number (time, money, errors, people), and what you learned',
      ),
    ];
  if (input.type === 'technical')
    return [
      step('Approach', null, 'One sentence on how you tackle this kind of work'),
      step(
        'Steps',
        actions.length
          ? actions
              .slice(0, 3)
              .map((a) => clip(a, 14))
              .join(' / ')
          : null,
        `Your steps in order, with why each matters.${termNote}`,
      ),
      step(
        'Tools',
        input.tools.length ? input.tools.join(', ') : null,
        'The tools, systems or checklists you would use',
      ),
      step('Check', null, 'How you would verify the result and what you would do if it failed'),
      step('Example', from(s.situation), 'A time you did this yourself, and how it turned out'),
    ];
  return [
    step('First step', null, 'What you would do first, and why'),
    step('People', null, 'Who you would involve or tell (manager, team, the person affected), and how'),
    step(
      'Actions',
      actions.length
        ? actions
            .slice(0, 2)
            .map((a) => clip(a, 14))
            .join(' / ')
        : null,
      `What you would do to resolve it.${termNote}`,
    ),
    step('Close', from(s.result), 'How you would know it was resolved, and what you would change to prevent it'),
  ];
}
