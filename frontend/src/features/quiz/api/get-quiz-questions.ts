import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizQuestionList, type QuizQuestion } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

export const QUIZ_QUESTIONS_QUERY_KEY = ['/api/quiz/questions'] as const;

/** GET /api/quiz/questions, checked against the contract so a malformed list reads as "no questions". */
export async function getQuizQuestions(): Promise<QuizQuestion[]> {
  return QuizQuestionList.parse(await apiJson<unknown>('GET', '/api/quiz/questions'));
}

export const quizQuestionsQueryOptions = queryOptions({
  queryKey: QUIZ_QUESTIONS_QUERY_KEY,
  queryFn: getQuizQuestions,
});

/** The quiz questions, fetched only with a user (spec section 7). */
export function useQuizQuestions() {
  const { user } = useUser();
  return useQuery({ ...quizQuestionsQueryOptions, enabled: Boolean(user) });
}
