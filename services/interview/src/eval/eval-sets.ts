import { readFileSync } from 'node:fs';
import type { ExperienceLevel, ReplyCategory } from '@pathwise/contracts';
import type { Grade } from './metrics.js';

export interface GradedAnswer {
  id: string;
  career: string;
  level: ExperienceLevel;
  question: string;
  grade: Grade;
  answer: string;
}

export interface LabelledMessage {
  id: string;
  category: ReplyCategory;
  message: string;
}

/** The evaluation sets in services/interview/eval/: `dev` tunes and tests the engines, `heldout` is only measured. */
const file = (name: string) => new URL(`../../eval/${name}`, import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(file(name), 'utf8')) as T;

export const loadAnswers = (split: 'dev' | 'heldout') => readJson<GradedAnswer[]>(`answers-${split}.json`);
export const loadMessages = (split: 'dev' | 'heldout') => readJson<LabelledMessage[]>(`messages-${split}.json`);
