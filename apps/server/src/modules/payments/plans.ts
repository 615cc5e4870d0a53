import { en } from '@littlestar/shared/i18n/messages';
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

/** A feature's English words (en/plans.ts), and whether the plan has it. */
const feature = (key: keyof typeof en.plans.features, included: boolean): PlanFeature => ({
  ...en.plans.features[key],
  included,
});
const features = (severalChildren: boolean, prioritySupport: boolean) => [
  feature('personalised', true),
  feature('illustrated', true),
  feature('pdf', true),
  feature('severalChildren', severalChildren),
  feature('prioritySupport', prioritySupport),
];

export const PLANS: SeedPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    ...en.plans.starter,
    credits: 5,
    maxChildren: 1,
    maxStories: 4,
    durationDays: 30,
    priceUsdCents: 499,
    priceInrPaise: 399_00,
    features: features(false, false),
  },
  {
    id: 'standard',
    name: 'Standard',
    ...en.plans.standard,
    credits: 15,
    maxChildren: 3,
    maxStories: 12,
    durationDays: 90,
    priceUsdCents: 999,
    priceInrPaise: 799_00,
    features: features(true, false),
  },
  {
    id: 'premium',
    name: 'Premium',
    ...en.plans.premium,
    credits: 40,
    maxChildren: 5,
    maxStories: 35,
    durationDays: 365,
    priceUsdCents: 1999,
    priceInrPaise: 1599_00,
    features: features(true, true),
  },
];
