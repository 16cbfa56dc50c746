import { readFileSync } from 'node:fs';
import type { ExperienceLevel, ReplyCategory } from '@pathwise/contracts';
import type { ReplyProfile } from '../engines/replies/draft-reply.js';
import type { Grade } from './metrics.js';

export interface GradedAnswer {
  id: string;
  career: string;
  level: ExperienceLevel;
  question: string;
  grade: Grade;
  answer: string;
  /** What the item tests (held-out 2: the trap it sets). */
  trap?: string;
}

export interface LabelledMessage {
  id: string;
  /** The true category (a scam is 'other', with `scam`). */
  category: ReplyCategory;
  message: string;
  /** Held-out: the profile of eval/reply-profiles.json the draft is written for ('dev' when absent). */
  profile?: string;
  /** A scam or phishing message: the draft must warn and refuse. */
  scam?: boolean;
  /** Each group: the draft must contain one of its words (what answering this message needs). */
  mustMention?: string[][];
  mustNotMention?: string[];
  trap?: string;
}

/**
 * The evaluation sets in services/interview/eval/: `dev` to `dev5` tune and test the engines; `heldout` to `heldout6`
 * (answers written in other voices, with traps, each committed before the tuning that followed it) are only measured.
 */
const file = (name: string) => new URL(`../../eval/${name}`, import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(file(name), 'utf8')) as T;

export type AnswerSplit =
  | 'dev'
  | 'dev2'
  | 'dev3'
  | 'dev4'
  | 'dev5'
  | 'heldout'
  | 'heldout2'
  | 'heldout3'
  | 'heldout4'
  | 'heldout5'
  | 'heldout6';
export const ANSWER_SPLITS: AnswerSplit[] = [
  'dev',
  'dev2',
  'dev3',
  'dev4',
  'dev5',
  'heldout',
  'heldout2',
  'heldout3',
  'heldout4',
  'heldout5',
  'heldout6',
];
export const loadAnswers = (split: AnswerSplit) => readJson<GradedAnswer[]>(`answers-${split}.json`);
export type MessageSplit = 'dev' | 'dev2' | 'dev3' | 'dev4' | 'heldout' | 'heldout2' | 'heldout3' | 'heldout4';
export const MESSAGE_SPLITS: MessageSplit[] = [
  'dev',
  'dev2',
  'dev3',
  'dev4',
  'heldout',
  'heldout2',
  'heldout3',
  'heldout4',
];
export const loadMessages = (split: MessageSplit) => readJson<LabelledMessage[]>(`messages-${split}.json`);
export const loadReplyProfiles = () => readJson<Record<string, ReplyProfile>>('reply-profiles.json');
