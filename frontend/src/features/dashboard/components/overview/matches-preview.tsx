import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MAX_DASHBOARD_RECOMMENDATIONS, type CareerRecommendation } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyMatches } from '../empty-matches';
import { MatchScore } from '../match-score';

interface MatchesPreviewProps {
  recommendations: CareerRecommendation[];
  userLocation: string | null;
  isLoading: boolean;
}

/** The overview's Career Matches card: the first three matches. */
export function MatchesPreview({ recommendations, userLocation, isLoading }: MatchesPreviewProps) {
  const shown = recommendations.slice(0, MAX_DASHBOARD_RECOMMENDATIONS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Career Matches</h2>
        </CardTitle>
        <CardDescription>Careers that fit your skills and interests.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isLoading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-24 w-full" />)
        ) : shown.length === 0 ? (
          <EmptyMatches />
        ) : (
          <>
            <ul className="grid gap-3">
              {shown.map((match) => (
                <li key={match.id ?? match.title} className="rounded-lg border bg-background p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold">{match.title}</h3>
                    <MatchScore score={match.matchScore} />
                  </div>
                  <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{match.reasoning}</p>
                  <p className="mt-2 inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {userLocation || 'Your area'}
                  </p>
                </li>
              ))}
            </ul>
            <Button asChild variant="outline" className="w-full">
              <Link to="/dashboard?tab=recommendations">
                View All Recommendations
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
