import type { QuestionDifficulty, QuestionType } from '@pathwise/contracts';

/** Spec section 9: the interview score badge threshold. */
export const INTERVIEW_SCORE_THRESHOLD = 70;

export const TYPE_LABELS: Record<QuestionType, string> = {
  behavioural: 'Behavioural',
  technical: 'Technical',
  situational: 'Situational',
};

export const DIFFICULTY_LABELS: Record<QuestionDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};
