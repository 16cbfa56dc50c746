import type { QuizQuestion } from '@pathwise/contracts';

/**
 * How long a person takes to answer the quiz, estimated from its questions: reading at 230 words a minute, a few
 * seconds to decide, a click or key press to answer and to go on, and typing a short entry at about 3 characters a
 * second. Interest items share one question stem, so after the first only the activity is read. The spec's marketing
 * promises results "in under 10 minutes"; a test holds the quiz to that.
 */
const READ_WORDS_PER_SECOND = 230 / 60;
const SECONDS = {
  /** Choosing a rating for one activity (people weigh it a moment) and pressing Next. */
  rateDecision: 3,
  next: 1,
  /** Choosing among options read, per option picked. */
  choiceDecision: 2.5,
  /** Options picked on a "choose all" question, on average. */
  picksPerMultiChoice: 2.5,
  /** Thinking before typing a short entry. */
  textThinking: 8,
} as const;
const TYPED_CHARACTERS_PER_SECOND = 3;
/** A short entry: a job title, a few tools, a sentence of goals. */
const TYPICAL_ENTRY_CHARACTERS = 45;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const read = (text: string) => words(text) / READ_WORDS_PER_SECOND;

export function estimateQuizSeconds(questions: readonly QuizQuestion[]): number {
  let seconds = 0;
  let stemRead = false;
  for (const q of questions) {
    if (q.type === 'rating') {
      const [stem, ...rest] = q.question.split('?');
      seconds += (stemRead ? 0 : read(stem)) + read(rest.join('?')) + SECONDS.rateDecision + SECONDS.next;
      stemRead = true;
    } else if (q.type === 'multiple-choice') {
      const options = q.options ?? [];
      const picks = q.maxChoices === 1 ? 1 : Math.min(SECONDS.picksPerMultiChoice, options.length);
      seconds += read(q.question) + read(options.join(' ')) + picks * SECONDS.choiceDecision + SECONDS.next;
    } else {
      seconds +=
        read(q.question) + SECONDS.textThinking + TYPICAL_ENTRY_CHARACTERS / TYPED_CHARACTERS_PER_SECOND + SECONDS.next;
    }
  }
  return Math.round(seconds);
}
