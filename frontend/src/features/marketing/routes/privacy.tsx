import { Download, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { LegalPage, LegalSection } from '../components/legal-page';

const LAST_UPDATED = 'November 2026';

/** What Pathwise keeps, why, and for how long: one row per kind of data, in the order the product collects it. */
const STORED: { what: string; details: string; kept: string }[] = [
  {
    what: 'Your account',
    details:
      'First and last name, email address, location (if you give one), profile picture (if you upload one), your password as a one-way hash (never the password itself), and your signed-in sessions.',
    kept: 'Until you delete your account. A session ends when you sign out, or after 30 days.',
  },
  {
    what: 'Quiz answers',
    details:
      'Your answers to the skills and interests quiz, the interest profile worked out from them and the career matches we give you. While you are still answering, a draft of your answers is kept only in your own browser.',
    kept: 'Until you delete your account; your matches follow your newest answers. The browser draft is removed when you submit the quiz.',
  },
  {
    what: 'Resumes and their analyses',
    details:
      'The PDF you upload or the LinkedIn profile address you give, the text read from it, and its analysis (strengths, areas for improvement, skills, keywords, experience level).',
    kept: 'Until you delete the resume (the AI Analysis tab of the Resume Builder) or your account. When you upload a new resume, the previous one is kept only until the new one has been read, then replaced.',
  },
  {
    what: 'Saved jobs and applications',
    details: 'The job listings you save and the applications you record, with the notes you add to them.',
    kept: 'Until you remove them or delete your account.',
  },
  {
    what: 'Interview practice sessions and drafts',
    details:
      'Premium interview practice sessions: the questions, your answers, their scores and feedback; and the employer messages you give the AI Assistant with the replies it drafts for you.',
    kept: 'Until you delete your account.',
  },
  {
    what: 'Subscription',
    details:
      "Your plan (Free or Premium), trial dates, billing period and whether the subscription is cancelled, with the payment provider's reference for it. Card details go straight to the payment provider and never reach our servers.",
    kept: "Until you delete your account. The payment provider keeps its own payment records for as long as the law requires. The free trial is once per person: if you had one, a one-way hash of your email address (it cannot be turned back into the address) and the trial's start date are kept after deletion, so that a new account with that address does not get a second trial.",
  },
];

/**
 * /privacy: the Privacy Policy that the sign-up form points to (beyond the spec, DECISIONS.md): what is stored, for how
 * long, and how to download or delete it.
 */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      closing="Your data is yours: download it or delete it at any time."
    >
      <p className="mt-6 leading-relaxed text-muted-foreground">
        Pathwise keeps only what it needs to guide your career: what you tell us and what you upload. We use it to give
        you career matches, resume feedback, job search and interview practice, and for nothing else: we do not sell it,
        share it with employers or use it for advertising.
      </p>

      <div className="mt-10 space-y-10">
        <LegalSection id="what-we-store" title="What we store and for how long">
          <div className="grid gap-4">
            {STORED.map((row) => (
              <section
                key={row.what}
                aria-label={row.what}
                className="rounded-xl border border-border bg-background p-4 sm:p-5"
              >
                <h3 className="font-semibold text-foreground">{row.what}</h3>
                <p className="mt-1 text-sm">{row.details}</p>
                <p className="mt-2 text-sm">
                  <span className="font-medium text-foreground">How long: </span>
                  {row.kept}
                </p>
              </section>
            ))}
          </div>
        </LegalSection>

        <LegalSection id="download" title="Download your data">
          <p>
            On the Profile tab of your dashboard, <strong className="text-foreground">Download my data</strong> gives
            you everything above that we hold about you, from every part of Pathwise, as one JSON file.
          </p>
          <Button asChild variant="outline">
            <Link to="/dashboard?tab=profile">
              <Download aria-hidden="true" />
              Go to my profile
            </Link>
          </Button>
        </LegalSection>

        <LegalSection id="delete" title="Delete your data">
          <p>
            You can delete a resume and its analysis at any time from the AI Analysis tab of the Resume Builder, and
            remove saved jobs from the job search.
          </p>
          <p>
            To delete everything, use <strong className="text-foreground">Delete account</strong> on the Profile tab of
            your dashboard. We ask for your current password, then delete your account, quiz answers, matches, resumes
            and analyses, saved jobs and applications, interview sessions and drafts, and your subscription record from
            every part of Pathwise, and sign you out. This cannot be undone, so download your data first if you want a
            copy. Only the records that your sign-ins ended (no name, email or password) are kept until each would have
            expired, at most 30 days, so that an ended session cannot come back; and, if you had a free trial, a one-way
            hash of your email address with the trial's start date, so that the trial stays once per person.
          </p>
          <Button asChild variant="outline">
            <Link to="/dashboard?tab=profile">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Link>
          </Button>
        </LegalSection>

        <LegalSection id="contact" title="Questions">
          <p>
            Questions about your data? Contact us through the AI Assistant feature in your dashboard, as for the{' '}
            <Link to="/terms" className="font-medium text-primary underline underline-offset-4">
              Terms of Service
            </Link>
            .
          </p>
        </LegalSection>
      </div>
    </LegalPage>
  );
}
