import type { AiEngine, InterviewEvaluation, InterviewQuestion } from '@pathwise/contracts';
import { evaluateAnswer, type EvaluateRequest } from './evaluation/evaluate-answer.js';
import { generateQuestions, type GenerateRequest } from './questions/question-generator.js';
import { draftReply, type DraftRequest, type ReplyDraft } from './replies/draft-reply.js';

export type { EvaluateRequest, GenerateRequest, DraftRequest, ReplyDraft };

/** The three AI features behind one interface: the local engine, or the LLM engine that falls back to it. */
export interface InterviewEngine {
  generate(request: GenerateRequest): Promise<{ questions: InterviewQuestion[]; engine: AiEngine }>;
  evaluate(request: EvaluateRequest): Promise<InterviewEvaluation>;
  draft(request: DraftRequest): Promise<ReplyDraft & { engine: AiEngine }>;
}

/** Deterministic, offline, explainable: the engines of this folder as they are. */
export class LocalInterviewEngine implements InterviewEngine {
  async generate(request: GenerateRequest) {
    return { questions: generateQuestions(request), engine: 'local' as const };
  }

  async evaluate(request: EvaluateRequest) {
    return evaluateAnswer(request);
  }

  async draft(request: DraftRequest) {
    return { ...draftReply(request), engine: 'local' as const };
  }
}
