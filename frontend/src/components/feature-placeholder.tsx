import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The honest page of a signed-in feature that is not built yet: its title, a plain statement that it is being set
 * up, and the way back to the dashboard. The feature's own route file replaces it when the feature lands.
 */
export function FeaturePlaceholder({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  return (
    <Card className="mx-auto w-full max-w-xl text-center">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <CardTitle asChild>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        <CardDescription className="text-base">This feature is being set up</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
