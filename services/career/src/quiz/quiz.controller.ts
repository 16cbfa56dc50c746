import { Body, Controller, Get, Post } from '@nestjs/common';
import type { QuizQuestion, QuizSubmitResponse } from '@pathwise/contracts';
import { CurrentUserId } from '@pathwise/platform';
import { QUIZ_QUESTIONS } from './quiz-questions.js';
import { QuizService } from './quiz.service.js';

@Controller('api/quiz')
export class QuizController {
  constructor(private readonly quiz: QuizService) {}

  @Get('questions')
  questions(): readonly QuizQuestion[] {
    return QUIZ_QUESTIONS;
  }

  /** The body is validated by the quiz's own rules (quiz-validation.ts), which include the contract's schema. */
  @Post('responses')
  submit(@CurrentUserId() userId: string, @Body() body: unknown): Promise<QuizSubmitResponse> {
    return this.quiz.submit(userId, body);
  }
}
