import { Body, Controller, Get, Post } from '@nestjs/common';
import { QuizSubmitBody, type QuizQuestion, type QuizSubmitResponse } from '@pathwise/contracts';
import { createZodDto, CurrentUserId } from '@pathwise/platform';
import { QUIZ_QUESTIONS } from './quiz-questions.js';
import { QuizService } from './quiz.service.js';

export class QuizSubmitDto extends createZodDto(QuizSubmitBody) {}

@Controller('api/quiz')
export class QuizController {
  constructor(private readonly quiz: QuizService) {}

  @Get('questions')
  questions(): readonly QuizQuestion[] {
    return QUIZ_QUESTIONS;
  }

  /** The pipe checks the body's shape; the service then applies the rules only the question list knows. */
  @Post('responses')
  submit(@CurrentUserId() userId: string, @Body() body: QuizSubmitDto): Promise<QuizSubmitResponse> {
    return this.quiz.submit(userId, body);
  }
}
