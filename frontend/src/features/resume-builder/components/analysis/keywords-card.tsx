import { Tags } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';

/** Recommended Keywords: terms the target careers ask for that the resume does not mention yet. */
export function KeywordsCard({ keywords }: { keywords: string[] }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardHeading icon={Tags}>Recommended Keywords</CardHeading>
        {keywords.length > 0 && (
          <CardDescription>
            Terms your target roles ask for. Add the ones you have, with where you used them.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {keywords.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No recommended keywords yet. Take the career quiz so that keywords can follow your career matches.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Recommended keywords">
            {keywords.map((keyword) => (
              <li
                key={keyword}
                className="inline-flex items-center rounded-full border border-dashed border-primary/40 bg-background px-3 py-1 text-sm font-medium text-primary"
              >
                {keyword}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
