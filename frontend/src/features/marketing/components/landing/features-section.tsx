import { BrainCircuit, FilePenLine, FileText, MapPin, Mic, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { SectionHeading } from '../section-heading';

const features: { icon: LucideIcon; title: string; text: string; premium?: boolean; to?: string; action?: string }[] = [
  {
    icon: Target,
    title: 'Skills & Interests Quiz',
    text: 'A focused assessment of what you enjoy, what you are good at and how you like to work. Results in under 10 minutes.',
  },
  {
    icon: FileText,
    title: 'Resume Analysis',
    text: 'Upload a PDF and get strengths, gaps, extracted skills, your experience level and the keywords employers look for.',
  },
  {
    icon: MapPin,
    title: 'Local Job Market',
    text: 'See pay ranges, growth and openings for each career, and search live listings near you or remote.',
    to: '/jobs',
    action: 'Search jobs',
  },
  {
    icon: BrainCircuit,
    title: 'AI Career Recommendations',
    text: 'Matches across 40+ career paths with a match score, plain-language reasoning and concrete next steps.',
  },
  {
    icon: FilePenLine,
    title: 'Resume Builder',
    text: 'Turn the analysis into a stronger resume: stronger verbs, quantified results and the right keywords.',
  },
  {
    icon: Mic,
    title: 'Interview Practice',
    text: 'Rehearse role-specific questions and get a score and feedback on every answer before the real thing.',
    premium: true,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need for your next career move">
          From &ldquo;what should I do?&rdquo; to &ldquo;I got the offer&rdquo;: one connected set of tools instead of
          five separate apps.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text, premium, to, action }) => (
            <li
              key={title}
              className="group rounded-xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {premium && (
                  <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                    Premium
                  </span>
                )}
              </div>
              <h3 className="mt-5 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              {to && (
                <Link
                  to={to}
                  className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {action} →
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
