import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HINDI_PREFIX } from '@/i18n/pages';
import { HindiPages } from './layout/hindi-pages';
import { RootLayout } from './layout/root-layout';
import { SharedBookLayout } from './layout/shared-book-layout';
import { NotFoundPage } from './not-found-page';
import { CHILD_WIZARD_NEW_PARAM, paths } from '@/config/paths';
import { ProtectedRoute } from './protected-route';
import { RouteErrorPage } from './route-error';
import { RouteFallback } from './route-fallback';
import type { RouteHandle } from './route-handle';

/**
 * A lazily loaded page. HydrateFallback shows the spinner inside the layout while the
 * first page's code loads; later navigations keep the old page up and show the top bar.
 */
function page(
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<ComponentType>,
): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    HydrateFallback: RouteFallback,
    lazy: async () => ({ Component: await load() }),
  };
}

/**
 * The public pages that exist in English and Hindi (i18n/pages.ts): each at its own path and
 * under /hi, where HindiPages puts the interface in Hindi.
 */
const twinRoutes = (prefix: string): RouteObject[] => [
  page(prefix || paths.home.path, undefined, () =>
    import('@/features/marketing/pages/home-page').then((m) => m.HomePage),
  ),
  page(`${prefix}${paths.details.path}`, 'information', () =>
    import('@/features/marketing/pages/details-page').then((m) => m.DetailsPage),
  ),
  page(`${prefix}${paths.userGuide.path}`, 'userGuide', () =>
    import('@/features/marketing/pages/user-guide-page').then((m) => m.UserGuidePage),
  ),
  page(`${prefix}${paths.demoChildren.path}`, 'freeTrial', () =>
    import('@/features/demo/pages/demo-children-page').then((m) => m.DemoChildrenPage),
  ),
];

const publicRoutes: RouteObject[] = [
  ...twinRoutes(''),
  { Component: HindiPages, children: twinRoutes(HINDI_PREFIX) },
  page(paths.authCallback.path, 'signingIn', () =>
    import('@/features/accounts/pages/auth-callback-page').then((m) => m.AuthCallbackPage),
  ),
  page(paths.resetPassword.path, 'resetPassword', () =>
    import('@/features/accounts/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  page(paths.login.path, 'logIn', () =>
    import('@/features/accounts/pages/login-page').then((m) => m.LoginPage),
  ),
  page(paths.demoChildStories.path, 'demoStories', () =>
    import('@/features/demo/pages/demo-child-stories-page').then((m) => m.DemoChildStoriesPage),
  ),
  page(paths.demoStoryPreview.path, 'storyPreview', () =>
    import('@/features/demo/pages/demo-story-preview-page').then((m) => m.DemoStoryPreviewPage),
  ),
  page(paths.demoEditChild.path, 'editDemoChild', () =>
    import('@/features/demo/pages/demo-edit-child-page').then((m) => m.DemoEditChildPage),
  ),
];

const protectedRoutes: RouteObject[] = [
  page(paths.demoCreateStory.path, 'createFreeStory', () =>
    import('@/features/demo/pages/demo-create-story-page').then((m) => m.DemoCreateStoryPage),
  ),
  page(paths.children.path, 'yourLittleStars', () =>
    import('@/features/children/pages/children-page').then((m) => m.ChildrenPage),
  ),
  page(paths.createChild.path, 'addChild', () =>
    import('@/features/children/pages/create-child-page').then((m) => m.CreateChildPage),
  ),
  page(
    paths.editChild.path,
    (search) => (search.get(CHILD_WIZARD_NEW_PARAM) === '1' ? 'addChild' : 'editChild'),
    () => import('@/features/children/pages/edit-child-page').then((m) => m.EditChildPage),
  ),
  page(paths.childStories.path, 'stories', () =>
    import('@/features/stories/pages/child-stories-page').then((m) => m.ChildStoriesPage),
  ),
  page(paths.createStory.path, 'createStory', () =>
    import('@/features/stories/pages/create-story-page').then((m) => m.CreateStoryPage),
  ),
  page(paths.storyPreview.path, 'storyPreview', () =>
    import('@/features/stories/pages/story-preview-page').then((m) => m.StoryPreviewPage),
  ),
  page(paths.editStory.path, 'editStory', () =>
    import('@/features/stories/pages/edit-story-page').then((m) => m.EditStoryPage),
  ),
  page(paths.orderPrint.path, 'orderPrint', () =>
    import('@/features/payments/pages/order-print-page').then((m) => m.OrderPrintPage),
  ),
  page(paths.orders.path, 'myOrders', () =>
    import('@/features/payments/pages/orders-page').then((m) => m.OrdersPage),
  ),
  page(paths.creditUsage.path, 'creditUsage', () =>
    import('@/features/credits/pages/credit-usage-page').then((m) => m.CreditUsagePage),
  ),
  page(paths.transactions.path, 'transactions', () =>
    import('@/features/payments/pages/transactions-page').then((m) => m.TransactionsPage),
  ),
  page(paths.addCredits.path, 'addCredits', () =>
    import('@/features/payments/pages/add-credits-page').then((m) => m.AddCreditsPage),
  ),
  page(paths.redeem.path, 'redeem', () =>
    import('@/features/payments/pages/redeem-page').then((m) => m.RedeemPage),
  ),
  page(paths.paymentComplete.path, 'paymentComplete', () =>
    import('@/features/payments/pages/payment-complete-page').then((m) => m.PaymentCompletePage),
  ),
  page(paths.feedback.path, 'feedback', () =>
    import('@/features/feedback/pages/feedback-page').then((m) => m.FeedbackPage),
  ),
];

const notFoundHandle: RouteHandle = { title: 'notFound' };

/**
 * A book opened through a share link: no session needed, and none of the site's header, so a
 * reader with no account meets no sign-in wall or account menu. Its page view records the
 * pattern, never the token.
 */
const sharedBookRoute: RouteObject = {
  ...page(paths.sharedBook.path, 'sharedBook', () =>
    import('@/features/shared-books/pages/shared-book-page').then((m) => m.SharedBookPage),
  ),
  handle: { title: 'sharedBook', analyticsPath: paths.sharedBook.path } satisfies RouteHandle,
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...publicRoutes,
      { id: 'protected', Component: ProtectedRoute, children: protectedRoutes },
      { path: '*', handle: notFoundHandle, Component: NotFoundPage },
    ],
  },
  {
    id: 'shared-book',
    Component: SharedBookLayout,
    ErrorBoundary: RouteErrorPage,
    children: [sharedBookRoute],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
