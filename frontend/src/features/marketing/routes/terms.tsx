import { Ban } from 'lucide-react';
import { FREE_TRIAL_DAYS, PREMIUM_PRICE_LABEL } from '@pathwise/contracts';

import { LegalPage, LegalSection } from '../components/legal-page';

const LAST_UPDATED = 'November 2026';

/** /terms: the Terms of Service (spec section 2). Cancellation follows DECISIONS.md: access to the period's end, no refunds. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      closing="By using Pathwise, you agree to these Terms."
    >
      <aside
        aria-labelledby="no-refund-title"
        className="mt-8 flex gap-4 rounded-xl border border-destructive/30 bg-destructive/5 p-5"
      >
        <Ban className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <h2 id="no-refund-title" className="font-semibold text-foreground">
            No-refund policy
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            All payments for Pathwise Premium are final. We do not issue refunds or credits, in whole or in part, for
            any subscription period, including partially used periods, unused features or an account that is cancelled
            before the period ends. Please use the {FREE_TRIAL_DAYS}-day free trial to decide whether Premium is right
            for you before you pay.
          </p>
        </div>
      </aside>

      <div className="mt-10 space-y-10">
        <LegalSection id="acceptance" title="1. Acceptance of Terms">
          <p>
            These Terms of Service (&ldquo;Terms&rdquo;) govern your access to and use of Pathwise, including our
            website, web application and all related features (together, the &ldquo;Service&rdquo;). By creating an
            account, or by accessing or using the Service, you agree to be bound by these Terms. If you do not agree, do
            not use the Service.
          </p>
          <p>
            You must be at least 16 years old and able to enter into a binding contract to use the Service. If you use
            the Service on behalf of an organisation, you confirm that you are authorised to accept these Terms for it.
          </p>
        </LegalSection>

        <LegalSection id="service" title="2. Description of Service">
          <p>
            Pathwise is an AI-assisted career guidance platform for job seekers and career changers. The Free plan
            includes a skills and interests assessment, career recommendations, basic resume upload and analysis, and
            local job market insights. Pathwise Premium adds AI interview practice, resume optimisation feedback,
            AI-drafted responses to employer messages, advanced analytics, personalised coaching and priority support.
          </p>
          <p>
            Recommendations, analyses, scores and drafts are generated automatically from the information you provide
            and from public occupational data. They are guidance only: they are not professional career, legal or
            financial advice, and we do not guarantee any job interview, offer, salary or other outcome. Review every
            AI-generated draft before you send it; you are responsible for what you send.
          </p>
        </LegalSection>

        <LegalSection id="payment" title="3. Payment and Billing">
          <p>
            Pathwise Premium costs {PREMIUM_PRICE_LABEL} per month, billed monthly in advance on a recurring basis until
            you cancel. By subscribing you authorise us and our payment provider to charge your payment method at the
            start of each billing period. Prices include any fees we charge; taxes may be added where the law requires.
          </p>
          <p>
            New Premium members are eligible for one {FREE_TRIAL_DAYS}-day free trial, which does not require a credit
            card. When the trial ends, your account returns to the Free plan unless you have subscribed. We may change
            the price of Premium for future billing periods; we will tell you in advance, and the new price applies only
            from your next billing period after the notice.
          </p>
          <p>
            If a payment fails, we may retry it, and we may suspend Premium features until the outstanding amount has
            been paid.
          </p>
        </LegalSection>

        <LegalSection id="cancellation" title="4. Cancellation">
          <p>
            You may cancel your subscription at any time from the membership section of your dashboard&rsquo;s Profile
            tab. Cancellation stops future charges. Your Premium access continues until the end of the billing period
            you have already paid for; after that date your account moves to the Free plan and your data stays available
            to you.
          </p>
          <p>
            In line with our no-refund policy, no refund or credit is given for the remainder of a period after you
            cancel. We may suspend or close accounts that breach these Terms; in that case any remaining paid period is
            forfeited.
          </p>
        </LegalSection>

        <LegalSection id="availability" title="5. Service Availability">
          <p>
            We work to keep the Service available and reliable, but we provide it &ldquo;as is&rdquo; and &ldquo;as
            available&rdquo;. The Service may be interrupted for maintenance, updates or reasons beyond our control, and
            features that depend on third parties (such as job boards, payment providers or AI models) may be limited or
            unavailable at times. We may add, change or remove features; if we remove a core Premium feature, we will
            tell you before your next billing period.
          </p>
        </LegalSection>

        <LegalSection id="responsibilities" title="6. User Responsibilities">
          <p>You agree to:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>provide accurate information and keep your account details up to date;</li>
            <li>keep your password confidential and tell us promptly about any unauthorised use of your account;</li>
            <li>
              upload only content you have the right to share, such as your own resume, and not upload anyone
              else&rsquo;s personal data without their permission;
            </li>
            <li>
              not misuse the Service: no attempts to break or overload it, access other accounts, scrape it or use it
              for unlawful, misleading or discriminatory purposes;
            </li>
            <li>
              use the career assessment for your own career exploration, not to make hiring decisions about others.
            </li>
          </ul>
          <p>
            You keep ownership of the content you upload; you give us permission to process it only to provide the
            Service to you.
          </p>
        </LegalSection>

        <LegalSection id="liability" title="7. Limitation of Liability">
          <p>
            To the fullest extent permitted by law, Pathwise is not liable for any indirect, incidental, special,
            consequential or punitive damages, or for any loss of profits, earnings, employment opportunities or data,
            arising from your use of or inability to use the Service.
          </p>
          <p>
            Our total liability for all claims relating to the Service is limited to the amount you paid us for the
            Service in the twelve (12) months preceding the event giving rise to the claim. If you have only used the
            Free plan, that amount is zero. Nothing in these Terms limits liability that cannot be limited by law.
          </p>
        </LegalSection>

        <LegalSection id="changes" title="8. Changes to Terms">
          <p>
            We may update these Terms from time to time. When we make a material change, we will update the date at the
            top of this page and notify you in the app or by email before the change takes effect. If you keep using the
            Service after the change takes effect, you accept the updated Terms; if you do not agree, you may cancel
            your subscription and stop using the Service.
          </p>
        </LegalSection>

        <LegalSection id="contact" title="9. Contact Information">
          <p>
            Questions about these Terms or your account? Contact us through the AI Assistant feature in your dashboard,
            and our team will follow up on anything it cannot answer.
          </p>
        </LegalSection>
      </div>
    </LegalPage>
  );
}
