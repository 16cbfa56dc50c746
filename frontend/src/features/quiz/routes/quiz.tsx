import { useState } from 'react';
import type { QuizSubmitResponse } from '@pathwise/contracts';
import { AppLayout } from '@/components/layouts/app-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { NoQuestions } from '../components/no-questions';
import { QuizComplete } from '../components/quiz-complete';
import { QuizRunner } from '../components/quiz-runner';

function QuizSkeleton() {
  return (
    <div role="status" aria-label="Loading the quiz" className="grid gap-6">
      <div className="grid gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="mt-2 h-2 w-full" />
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
      <div className="flex justify-between">
        <Skeleton className="h-11 w-32" />
        <Skeleton className="h-11 w-40" />
      </div>
    </div>
  );
}

/** /quiz: the skills and interests assessment, one question per page, then the completion screen. */
export default function QuizRoute() {
  const { user } = useUser();
  const questions = useQuizQuestions();
  const [result, setResult] = useState<QuizSubmitResponse | null>(null);

  let body;
  if (result) body = <QuizComplete recommendations={result.recommendations} />;
  else if (!user || questions.isPending || isUnauthorizedError(questions.error)) body = <QuizSkeleton />;
  else if (questions.isError) body = <NoQuestions onRetry={() => void questions.refetch()} />;
  else if (questions.data.length === 0) body = <NoQuestions />;
  else body = <QuizRunner userId={user.id} questions={questions.data} onCompleted={setResult} />;

  return (
    <AppLayout className="max-w-3xl py-6 sm:py-10">
      <title>Skills &amp; Interests Quiz · Pathwise</title>
      {body}
    </AppLayout>
  );
}
