import type { ReactNode } from 'react';
import { ArrowRight, FilePenLine, MessageSquareText, Mic } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL } from '@pathwise/contracts';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '../section-heading';

function DemoCard({ icon: Icon, title, children }: { icon: typeof Mic; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      </div>
      <div className="mt-5 flex-1 space-y-3 text-sm">{children}</div>
    </li>
  );
}

/** Worked examples of the three Premium tools, so visitors see the output before paying. */
export function PremiumDemos() {
  return (
    <section aria-labelledby="premium-demos-title" className="bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="premium-demos-title" eyebrow="Premium" title="Practise, polish and reply like a pro">
          Premium adds hands-on coaching for {PREMIUM_PRICE_LABEL}/month. Here is the kind of help you get (examples).
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          <DemoCard icon={Mic} title="AI Interview Practice">
            <p className="rounded-lg bg-muted p-3 text-foreground">
              <span className="font-medium">Question:</span> Tell me about a time you had to meet a tight deadline.
            </p>
            <p className="rounded-lg border border-border p-3 text-muted-foreground">
              &ldquo;Our launch moved up two weeks, so I split the release into three milestones and&hellip;&rdquo;
            </p>
            <div className="flex items-start justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3">
              <p className="text-foreground">
                Clear situation and actions. Add the result: how many days early, or what it saved.
              </p>
              <Badge>82/100</Badge>
            </div>
          </DemoCard>
          <DemoCard icon={MessageSquareText} title="AI Response Drafts">
            <p className="rounded-lg bg-muted p-3 text-foreground">
              <span className="font-medium">Recruiter:</span> Are you available for a 30-minute call this week?
            </p>
            <p className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-foreground">
              &ldquo;Thank you for reaching out. I&rsquo;d be glad to talk. I&rsquo;m available Tuesday after 2 pm or
              Thursday morning; please let me know what suits you best.&rdquo;
            </p>
            <p className="text-xs text-muted-foreground">Edit and copy: nothing is ever sent for you.</p>
          </DemoCard>
          <DemoCard icon={FilePenLine} title="Resume Optimisation">
            <p className="rounded-lg bg-muted p-3 text-muted-foreground line-through decoration-destructive/60">
              Responsible for managing social media accounts.
            </p>
            <p className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-foreground">
              Grew Instagram followers 40% in six months by launching a weekly video series.
            </p>
            <p className="text-xs text-muted-foreground">
              Stronger verb, a measurable result. Only facts from your own resume are used.
            </p>
          </DemoCard>
        </ul>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">
              Compare Plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
