import type { PlanFeature } from '@littlestar/shared/payments';

/**
 * The plans for sale, upserted by id into the `plans` table at every start, so editing this
 * file and restarting changes the shop. Prices are in the smallest unit: USD cents and INR
 * paise. A plan without `priceInrPaise` is sold in INR at the cached USD→INR rate. A plan
 * removed here stays in the database (past payments name it) but keeps being listed; set a
 * new price or credits instead of deleting.
 *
 * Credits pay for children and stories (CHILD_CREDIT_COST and STORY_CREDIT_COST, 1 each by
 * default), so each plan's credits cover its children plus its stories.
 */
export interface SeedPlan {
  id: string;
  name: string;
  description: string;
  credits: number;
  maxChildren: number;
  maxStories: number;
  durationDays: number;
  priceUsdCents: number;
  priceInrPaise: number | null;
  features: PlanFeature[];
}

const feature = (name: string, description: string, included: boolean): PlanFeature => ({
  name,
  description,
  included,
});

export const PLANS: SeedPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'One little star and their first few stories.',
    credits: 5,
    maxChildren: 1,
    maxStories: 4,
    durationDays: 30,
    priceUsdCents: 499,
    priceInrPaise: 399_00,
    features: [
      feature('Personalised stories', 'Your child is the hero of every story', true),
      feature('Illustrated pages', 'Every page drawn with your child in it', true),
      feature('PDF download', 'Print-ready PDF of each finished story', true),
      feature('Several children', 'Stories for brothers, sisters and cousins', false),
      feature('Priority support', 'Answers from our team within one business day', false),
    ],
  },
  {
    id: 'standard',
    name: 'Standard',
    description: 'For families with a few little stars and many bedtimes.',
    credits: 15,
    maxChildren: 3,
    maxStories: 12,
    durationDays: 90,
    priceUsdCents: 999,
    priceInrPaise: 799_00,
    features: [
      feature('Personalised stories', 'Your child is the hero of every story', true),
      feature('Illustrated pages', 'Every page drawn with your child in it', true),
      feature('PDF download', 'Print-ready PDF of each finished story', true),
      feature('Several children', 'Stories for brothers, sisters and cousins', true),
      feature('Priority support', 'Answers from our team within one business day', false),
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'A whole library of stories for the year.',
    credits: 40,
    maxChildren: 5,
    maxStories: 35,
    durationDays: 365,
    priceUsdCents: 1999,
    priceInrPaise: 1599_00,
    features: [
      feature('Personalised stories', 'Your child is the hero of every story', true),
      feature('Illustrated pages', 'Every page drawn with your child in it', true),
      feature('PDF download', 'Print-ready PDF of each finished story', true),
      feature('Several children', 'Stories for brothers, sisters and cousins', true),
      feature('Priority support', 'Answers from our team within one business day', true),
    ],
  },
];
