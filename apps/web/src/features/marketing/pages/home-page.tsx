import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ClosingCta } from '../components/closing-cta';
import { DemoVideo } from '../components/demo-video';
import { FeatureCards } from '../components/feature-cards';
import { HowItWorks } from '../components/how-it-works';
import { PricingSection } from '../components/pricing-section';
import { Testimonials } from '../components/testimonials';
import { Hero } from '../components/hero';

export function HomePage() {
  const { hash } = useLocation();

  // On a fresh load of /#pricing the browser looks for the anchor before React has drawn it.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on arrival; later hash changes are scrolled by ScrollRestoration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <DemoVideo />
      <PricingSection />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
