import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FREE_TRIAL_DAYS } from '@pathwise/contracts';

import { Button } from '@/components/ui/button';

const stats = [
  { value: '40+', label: 'career paths' },
  { value: '< 10 min', label: 'to your results' },
  { value: '10,000+', label: 'professionals' },
  { value: `${FREE_TRIAL_DAYS}-day`, label: 'Premium free trial' },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Soft brand glow behind the headline; purely decorative. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-linear-to-br from-primary/25 via-primary/5 to-transparent blur-3xl"
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24 lg:pb-24">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-4 py-1.5 text-sm font-medium text-primary shadow-sm">
          <Sparkles className="size-4" aria-hidden="true" />
          The AI-powered career platform
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-balance text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
        >
          Find the career that fits you, <span className="text-primary">then land it.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
          Take a short skills and interests quiz, get AI career matches with honest reasoning, see what your local job
          market pays, and sharpen your resume and interview answers, all in one place.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/signup">
              Start Your Free Assessment
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href="#how-it-works">See How It Works</a>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {['Free forever plan', 'No credit card required', 'Cancel anytime'].map((point) => (
            <li key={point} className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-primary" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
        <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-sm sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-card px-4 py-6">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
