import { ArrowRight, Check, FileText, Mic, Sparkles, Target } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL, SIGNUP_REDIRECT_MS } from '@pathwise/contracts';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Logo } from '@/components/logo';
import { useRedirectCountdown } from '../components/use-redirect-countdown';

const freeFeatures: { icon: LucideIcon; title: string; text: string; points: string[] }[] = [
  {
    icon: Target,
    title: 'Free Career Assessment',
    text: 'Discover careers that match your interests, skills and preferred way of working.',
    points: ['Results in under 10 minutes', 'Matches across 40+ career paths', 'Reasoning and next steps for each'],
  },
  {
    icon: FileText,
    title: 'AI Resume Analysis',
    text: 'Upload your resume and see how it reads to employers.',
    points: ['Strengths and areas to improve', 'Extracted skills and experience level', 'Keywords employers look for'],
  },
];

const premiumFeatures = ['AI Interview Practice', 'Response Drafts', 'Advanced Analytics'];

/** /signup: marketing page that sends visitors on to /auth, by button or automatically after 8 seconds. */
export default function SignupPage() {
  const { secondsLeft, active, cancel } = useRedirectCountdown('/auth', SIGNUP_REDIRECT_MS);

  return (
    <div className="relative isolate min-h-screen overflow-hidden bg-background text-foreground">
      <title>Start Your Career Journey · Pathwise</title>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-48 -z-10 mx-auto h-[32rem] max-w-5xl rounded-full bg-linear-to-br from-primary/25 via-primary/5 to-transparent blur-3xl"
      />
      <header className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <Button asChild variant="ghost">
          <Link to="/auth">Sign In</Link>
        </Button>
      </header>

      <main id="main" className="mx-auto max-w-5xl px-4 pb-20 pt-10 sm:px-6 sm:pt-16">
        <div className="text-center">
          <Badge variant="outline" className="bg-background">
            <Sparkles aria-hidden="true" />
            Join 10,000+ professionals
          </Badge>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">Start Your Career Journey</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Create a free account to find careers that fit you, get an honest read of your resume and plan your next
            move.
          </p>
        </div>

        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {freeFeatures.map(({ icon: Icon, title, text, points }) => (
            <Card key={title}>
              <CardHeader>
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle asChild className="mt-3 text-lg">
                  <h2>{title}</h2>
                </CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2 text-sm">
                  {points.map((point) => (
                    <li key={point} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
                <Badge variant="secondary" className="mt-5">
                  Free
                </Badge>
              </CardContent>
            </Card>
          ))}

          <Card className="border-2 border-primary bg-primary text-primary-foreground shadow-xl shadow-primary/20">
            <CardHeader>
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary-foreground/15">
                <Mic className="size-5" aria-hidden="true" />
              </span>
              <CardTitle asChild className="mt-3 text-lg">
                <h2>Premium</h2>
              </CardTitle>
              <CardDescription className="text-primary-foreground/85">
                Coaching tools for when you&rsquo;re ready to apply.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {premiumFeatures.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="text-3xl font-bold">{PREMIUM_PRICE_LABEL}</span>
                <span className="text-sm text-primary-foreground/85">/month</span>
              </p>
              <p className="mt-2 text-sm text-primary-foreground/85">
                Start free, upgrade anytime, cancel whenever you want.
              </p>
            </CardContent>
          </Card>
        </div>

        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/auth">
              Get Started Free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {/* role="timer" is not announced on every tick (implicit aria-live="off"), which would be noisy. */}
          {active ? (
            <p className="text-sm text-muted-foreground">
              <span role="timer">
                Taking you to sign up in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
              </span>
              {' · '}
              <button
                type="button"
                onClick={cancel}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                Stay on this page
              </button>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Automatic redirect stopped. Continue whenever you&rsquo;re ready.
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            By creating an account you agree to our{' '}
            <Link
              to="/terms"
              className="rounded-sm underline underline-offset-2 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              Terms of Service
            </Link>
            .
          </p>
        </div>
      </main>
    </div>
  );
}
