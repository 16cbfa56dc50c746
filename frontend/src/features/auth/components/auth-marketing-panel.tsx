import { BriefcaseBusiness, FileSearch, Sparkles, Target } from 'lucide-react';
import { PREMIUM_PRICE_LABEL } from '@pathwise/contracts';

const benefits = [
  { icon: Target, text: 'Personalised career matches from a short skills and interests quiz' },
  { icon: FileSearch, text: 'AI resume analysis with strengths, gaps and keywords to add' },
  { icon: BriefcaseBusiness, text: 'Local job market insights and job matching in one place' },
];

/** The panel beside the auth card: headline, three benefits and the Free Forever Plan note. */
export function AuthMarketingPanel() {
  return (
    <section
      aria-labelledby="auth-panel-title"
      className="relative flex flex-col justify-center overflow-hidden bg-gradient-to-br from-indigo-700 via-primary to-violet-700 px-6 py-12 text-white sm:px-12 lg:px-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-lg">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">
          <Sparkles className="size-3.5" aria-hidden="true" />
          AI-powered career platform
        </p>
        <h2 id="auth-panel-title" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
          Transform Your Career with AI
        </h2>
        <ul className="mt-8 grid gap-5">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="pt-2 text-base text-indigo-50">{text}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-xl border border-white/20 bg-white/10 p-5 backdrop-blur-sm">
          <p className="font-semibold">Free Forever Plan</p>
          <p className="mt-1 text-sm text-indigo-100">
            The quiz, resume analysis, career recommendations and local job insights are free, for good. Upgrade to
            Premium for {PREMIUM_PRICE_LABEL}/month when you want interview practice and AI response drafts.
          </p>
        </div>
      </div>
    </section>
  );
}
