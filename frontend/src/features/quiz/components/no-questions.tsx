import { ClipboardList, Home, RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The spec's state when there are no questions (also shown when they cannot be loaded, with a way to try again). */
export function NoQuestions({ onRetry }: { onRetry?: () => void }) {
  return (
    <Card className="mx-auto w-full max-w-xl text-center">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <ClipboardList className="size-7" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl">No Quiz Questions Available</h1>
        </CardTitle>
        <CardDescription className="text-base">
          We're setting up your career assessment. Please try again later.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-3">
        <Button asChild variant={onRetry ? 'outline' : 'default'}>
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        {onRetry && (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
