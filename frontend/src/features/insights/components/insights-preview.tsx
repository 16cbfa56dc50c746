import { PremiumGate } from '@/components/premium-gate';

/** What a free user sees: what Insights is, and the way to Premium (the spec's premium gate panel). */
export function InsightsPreview() {
  return (
    <PremiumGate
      feature="Insights"
      description="Advanced analytics and personalised coaching: see how your interview answers, resume, matches and applications move, and get a plan for the week."
      benefits={[
        'Interview scores over time, for each part of the rubric',
        'Your application funnel: jobs saved and applied to',
        "Your resume's ATS score across versions",
        'How your career matches moved between quiz attempts',
        'A weekly coaching plan of three to five actions drawn from your own data',
      ]}
    />
  );
}
