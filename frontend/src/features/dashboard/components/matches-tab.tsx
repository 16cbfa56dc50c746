import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CareerRecommendation } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { InterestProfileCard } from './career/interest-profile-card';
import { MatchCard } from './career/match-card';
import { EmptyMatches } from './empty-matches';

interface MatchesTabProps {
  recommendations: CareerRecommendation[];
  isLoading: boolean;
  /** The user's RIASEC means (1-5 per area) from their latest quiz. */
  interestProfile?: Record<string, number> | null;
}

/** Career Matches tab: the user's interest profile, then every match with its label, reasoning and next steps. */
export function MatchesTab({ recommendations, isLoading, interestProfile }: MatchesTabProps) {
  return (
    <section aria-labelledby="matches-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="matches-title" className="text-xl font-semibold tracking-tight">
            Career Matches
          </h2>
          <p className="text-sm text-muted-foreground">
            Careers ranked by how well they fit your quiz answers. Open one to see the work, skills, pay and outlook.
          </p>
        </div>
        {recommendations.length > 0 && (
          <Button asChild variant="outline">
            <Link to="/quiz">
              <RotateCcw aria-hidden="true" />
              Retake Quiz
            </Link>
          </Button>
        )}
      </div>
      {isLoading ? (
        <div className="grid gap-4" role="status" aria-label="Loading career matches">
          <Skeleton className="h-72 w-full rounded-xl" />
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      ) : recommendations.length === 0 ? (
        <Card>
          <CardContent className="pt-6">
            <EmptyMatches />
          </CardContent>
        </Card>
      ) : (
        <>
          <InterestProfileCard profile={interestProfile} />
          <ol className="grid gap-4" aria-label="Your career matches, best first">
            {recommendations.map((match, i) => (
              <li key={match.id ?? match.title}>
                <MatchCard match={match} rank={i + 1} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
