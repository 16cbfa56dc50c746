import { LandingHeader } from '../components/landing-header';
import { CallToAction } from '../components/landing/call-to-action';
import { FeaturesSection } from '../components/landing/features-section';
import { Hero } from '../components/landing/hero';
import { HowItWorks } from '../components/landing/how-it-works';
import { PremiumDemos } from '../components/landing/premium-demos';
import { PricingSection } from '../components/landing/pricing-section';
import { QuizTeaser } from '../components/landing/quiz-teaser';
import { SampleDashboard } from '../components/landing/sample-dashboard';
import { PublicFooter } from '../components/public-footer';

/** `/` for signed-out visitors (spec section 2, "Landing page"). */
export default function LandingPage() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <title>Pathwise · AI-Powered Career Guidance</title>
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <HowItWorks />
        <QuizTeaser />
        <SampleDashboard />
        <PricingSection />
        <PremiumDemos />
        <CallToAction />
      </main>
      <PublicFooter />
    </div>
  );
}
