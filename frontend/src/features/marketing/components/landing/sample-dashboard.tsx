import { Crown, Target, TrendingUp } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { SectionHeading } from '../section-heading';

// Illustration only: these figures are sample data, labelled as such on screen.
const sampleMatches = [
  { title: 'UX Designer', percent: 92, reason: 'Strong creative and people interests; you prefer hybrid work.' },
  { title: 'Data Analyst', percent: 88, reason: 'You enjoy solving problems with numbers and already know Excel.' },
  { title: 'Product Manager', percent: 85, reason: 'Leadership and communication are among your top strengths.' },
];

function Bar({ percent }: { percent: number }) {
  return (
    <div className="h-1.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function SampleDashboard() {
  return (
    <section aria-labelledby="sample-dashboard-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="sample-dashboard-title"
          eyebrow="Your dashboard"
          title="All your progress in one clear view"
        >
          Matches, profile progress and next steps, updated as you go. The preview below uses sample data.
        </SectionHeading>

        <figure className="mx-auto mt-14 max-w-4xl">
          <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-primary/10">
            {/* A window frame so the preview reads as a picture of the product rather than part of this page. */}
            <div className="flex items-center gap-2 border-b border-border bg-muted/60 px-4 py-3" aria-hidden="true">
              <span className="size-3 rounded-full bg-red-400" />
              <span className="size-3 rounded-full bg-amber-400" />
              <span className="size-3 rounded-full bg-emerald-400" />
              <span className="ml-3 hidden rounded-md bg-background px-3 py-1 text-xs text-muted-foreground sm:inline">
                pathwise / dashboard
              </span>
            </div>
            <div className="space-y-6 p-5 sm:p-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-xl font-bold text-foreground">Welcome back, Alex!</p>
                <Badge variant="outline">Sample data</Badge>
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <div className="rounded-xl border border-border p-4">
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Target className="size-4 text-primary" aria-hidden="true" /> Career Matches
                  </p>
                  <p className="mt-2 text-3xl font-bold text-foreground">3</p>
                  <p className="text-xs text-muted-foreground">Great matches found</p>
                </div>
                <div className="rounded-xl border border-border p-4">
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <TrendingUp className="size-4 text-primary" aria-hidden="true" /> Profile Completeness
                  </p>
                  <p className="mt-2 text-3xl font-bold text-foreground">85%</p>
                  <div className="mt-2">
                    <Bar percent={85} />
                  </div>
                </div>
                <div className="rounded-xl border border-border p-4">
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Crown className="size-4 text-primary" aria-hidden="true" /> Account Type
                  </p>
                  <p className="mt-2 text-3xl font-bold text-foreground">Free</p>
                  <p className="text-xs text-muted-foreground">Upgrade for more features</p>
                </div>
              </div>
              <div className="rounded-xl border border-border">
                <p className="border-b border-border px-4 py-3 font-semibold text-foreground">
                  Your Top Career Matches
                </p>
                <ul className="divide-y divide-border">
                  {sampleMatches.map((match) => (
                    <li
                      key={match.title}
                      className="grid gap-2 px-4 py-4 sm:grid-cols-[1fr_10rem] sm:items-center sm:gap-6"
                    >
                      <div>
                        <p className="font-medium text-foreground">{match.title}</p>
                        <p className="text-sm text-muted-foreground">{match.reason}</p>
                      </div>
                      <div className="space-y-1">
                        <p className="text-right text-sm font-semibold text-primary">{match.percent}% match</p>
                        <Bar percent={match.percent} />
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
          <figcaption className="mt-4 text-center text-sm text-muted-foreground">
            Sample dashboard for illustration. Your matches come from your own quiz answers.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
