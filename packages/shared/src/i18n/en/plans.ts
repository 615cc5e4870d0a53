/**
 * The credit plans' words, as the shop lists them. The server seeds its plans with these
 * English texts (apps/server's modules/payments/plans.ts) and lists them in the reader's
 * language by recognising them (`inLanguage`); a text rewritten in its table stays as written.
 * The plans' names (Starter, Standard, Premium) are the same in every language, as the ledger,
 * receipts and e-mails give them.
 */
export const plans = {
  starter: {
    description: 'One little star and their first few stories.',
  },
  standard: {
    description: 'For families with a few little stars and many bedtimes.',
  },
  premium: {
    description: 'A whole library of stories for the year.',
  },
  features: {
    personalised: {
      name: 'Personalised stories',
      description: 'Your child is the hero of every story',
    },
    illustrated: {
      name: 'Illustrated pages',
      description: 'Every page drawn with your child in it',
    },
    pdf: { name: 'PDF download', description: 'Print-ready PDF of each finished story' },
    severalChildren: {
      name: 'Several children',
      description: 'Stories for brothers, sisters and cousins',
    },
    prioritySupport: {
      name: 'Priority support',
      description: 'Answers from our team within one business day',
    },
  },
} as const;
