import { useTranslation } from 'react-i18next';
import { AppScreenshots } from './app-screenshots';
import { FeatureGrid } from './feature-grid';
import { FinalCta } from './final-cta';
import { HowItWorks } from './how-it-works';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { WhySection } from './why-section';

/** `/`: what Usaha does, its areas, the app itself, why it, how it works, what customers say, prices, the way in. */
export function LandingPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <title>{t('landing.metaTitle')}</title>
      <meta name="description" content={t('landing.metaDescription')} />
      <LandingHero />
      <FeatureGrid />
      <AppScreenshots />
      <WhySection />
      <HowItWorks />
      <TestimonialsSection />
      <PricingSection />
      <FinalCta />
    </>
  );
}
