/**
 * Every route of the app (product.md#routes), defined once. `path` is the router pattern;
 * `href(...)` builds a link to it. Components link through `href`, never a string literal.
 */

/** Sections of the landing page that the header links to. */
export type HomeSection = 'how-it-works' | 'pricing';
/** Anchored sections of the /details page. */
export type DetailsSection = 'contact' | 'refunds' | 'terms' | 'privacy' | 'faqs';

type Id = string | number;

/** `?step=` of the child wizard: 'photos' opens step 2 (a reload keeps the parent there). */
export const CHILD_WIZARD_STEP_PARAM = 'step';
export type ChildWizardStep = 'details' | 'photos';
/**
 * `?new=1` on a child's edit URL: the wizard was reached straight from creating the child,
 * so the page keeps the create look ('Add a Child', no delete) across reloads.
 */
export const CHILD_WIZARD_NEW_PARAM = 'new';

const segment = (id: Id) => encodeURIComponent(String(id));
const withHash = (path: string, hash?: string) => (hash ? `${path}#${hash}` : path);

export const paths = {
  home: {
    path: '/',
    href: (section?: HomeSection) => withHash('/', section),
  },
  authCallback: {
    path: '/auth/callback',
    href: () => '/auth/callback',
  },
  resetPassword: {
    path: '/reset-password',
    href: () => '/reset-password',
  },
  /** Target of the reset flow's "Back to Login": opens the log-in dialog on the home page. */
  login: {
    path: '/login',
    href: () => '/login',
  },
  userGuide: {
    path: '/user-guide',
    href: () => '/user-guide',
  },
  details: {
    path: '/details',
    href: (section?: DetailsSection) => withHash('/details', section),
  },

  /**
   * A book opened through a share link, with no account (its token is the whole key). Outside
   * the signed-in area and the site's header: a reader who was sent it sees the book alone.
   */
  sharedBook: {
    path: '/b/:token',
    href: (token: string) => `/b/${segment(token)}`,
  },

  demoChildren: {
    path: '/demo/children',
    href: () => '/demo/children',
  },
  demoChildStories: {
    path: '/demo/child/:childId/stories',
    href: (childId: Id) => `/demo/child/${segment(childId)}/stories`,
  },
  demoCreateStory: {
    path: '/demo/child/:childId/create-story',
    href: (childId: Id) => `/demo/child/${segment(childId)}/create-story`,
  },
  demoEditChild: {
    path: '/demo/child/:childId/edit',
    href: (childId: Id) => `/demo/child/${segment(childId)}/edit`,
  },
  demoStoryPreview: {
    path: '/demo/story/:storyId/preview',
    href: (storyId: Id) => `/demo/story/${segment(storyId)}/preview`,
  },

  children: {
    path: '/children',
    href: () => '/children',
  },
  createChild: {
    path: '/create-child',
    href: () => '/create-child',
  },
  editChild: {
    path: '/child/:childId/edit',
    href: (childId: Id, options: { step?: ChildWizardStep; isNew?: boolean } = {}) => {
      const params = new URLSearchParams();
      if (options.step === 'photos') params.set(CHILD_WIZARD_STEP_PARAM, 'photos');
      if (options.isNew) params.set(CHILD_WIZARD_NEW_PARAM, '1');
      const query = params.toString();
      return `/child/${segment(childId)}/edit${query ? `?${query}` : ''}`;
    },
  },
  childStories: {
    path: '/child/:childId/stories',
    href: (childId: Id) => `/child/${segment(childId)}/stories`,
  },
  createStory: {
    path: '/child/:childId/create-story',
    href: (childId: Id) => `/child/${segment(childId)}/create-story`,
  },
  storyPreview: {
    path: '/story/:storyId/preview',
    href: (storyId: Id) => `/story/${segment(storyId)}/preview`,
  },
  editStory: {
    path: '/story/:storyId/edit',
    href: (storyId: Id) => `/story/${segment(storyId)}/edit`,
  },
  /** Ordering a finished story as a printed book (only when the server prints). */
  orderPrint: {
    path: '/story/:storyId/order-print',
    href: (storyId: Id) => `/story/${segment(storyId)}/order-print`,
  },
  orders: {
    path: '/orders',
    href: () => '/orders',
  },

  creditUsage: {
    path: '/credit-usage',
    href: () => '/credit-usage',
  },
  transactions: {
    path: '/transactions',
    href: () => '/transactions',
  },
  addCredits: {
    path: '/add-credits',
    href: () => '/add-credits',
  },
  /** Where a gift code's credits are added (product.md#gift-credits). */
  redeem: {
    path: '/redeem',
    href: () => '/redeem',
  },
  /** The confirmation after a purchase: what the order bought and what to do next. */
  paymentComplete: {
    path: '/payment-complete/:orderId',
    href: (orderId: Id) => `/payment-complete/${segment(orderId)}`,
  },
  feedback: {
    path: '/feedback',
    href: () => '/feedback',
  },
} as const;

export type PathName = keyof typeof paths;
