import { lazy } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../features/auth/require-sign-in';
import { CataloguePage } from '../features/catalogue/catalogue.page';
import { SiteLayout } from '../features/layout/site-layout';
import { lazyPage, type LazyPage } from './lazy-page';

// Only the catalogue ships in the first bundle; every other page loads when visited.
const storyDetailPage = lazyPage(() =>
  import('../features/story-detail/story-detail.page').then((module) => ({ default: module.StoryDetailPage })),
);
const StoryDetailPage = storyDetailPage.Page;
const privacyPage = lazyPage(() =>
  import('../features/legal/privacy.page').then((module) => ({ default: module.PrivacyPage })),
);
const PrivacyPage = privacyPage.Page;
const refundPage = lazyPage(() =>
  import('../features/legal/refund.page').then((module) => ({ default: module.RefundPage })),
);
const RefundPage = refundPage.Page;
const termsPage = lazyPage(() =>
  import('../features/legal/terms.page').then((module) => ({ default: module.TermsPage })),
);
const TermsPage = termsPage.Page;
const disclaimerPage = lazyPage(() =>
  import('../features/legal/disclaimer.page').then((module) => ({ default: module.DisclaimerPage })),
);
const DisclaimerPage = disclaimerPage.Page;
const faqPage = lazyPage(() =>
  import('../features/faq/faq.page').then((module) => ({ default: module.FaqPage })),
);
const FaqPage = faqPage.Page;
const surveyPage = lazyPage(() =>
  import('../features/survey/survey.page').then((module) => ({ default: module.SurveyPage })),
);
const SurveyPage = surveyPage.Page;
const portfolioPage = lazyPage(() =>
  import('../features/portfolio/portfolio.page').then((module) => ({ default: module.PortfolioPage })),
);
const PortfolioPage = portfolioPage.Page;
const SignInPage = lazy(() =>
  import('../features/auth/sign-in.page').then((module) => ({ default: module.SignInPage })),
);
const SignUpPage = lazy(() =>
  import('../features/auth/sign-up.page').then((module) => ({ default: module.SignUpPage })),
);
const SignInCallbackPage = lazy(() =>
  import('../features/auth/sign-in-callback.page').then((module) => ({ default: module.SignInCallbackPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/account.page').then((module) => ({ default: module.AccountPage })),
);
const OrderPage = lazy(() =>
  import('../features/orders/order.page').then((module) => ({ default: module.OrderPage })),
);
const AdminPage = lazy(() => import('../features/admin/admin.page').then((module) => ({ default: module.AdminPage })));
const customCasePage = lazyPage(() =>
  import('../features/custom-case/custom-case.page').then((module) => ({ default: module.CustomCasePage })),
);
const CustomCasePage = customCasePage.Page;
const AdminShipmentsPage = lazy(() =>
  import('../features/admin-shipments/admin-shipments.page').then((module) => ({ default: module.AdminShipmentsPage })),
);
const AdminCustomCasesPage = lazy(() =>
  import('../features/admin-custom-cases/admin-custom-cases.page').then((module) => ({
    default: module.AdminCustomCasesPage,
  })),
);
const AdminStoriesPage = lazy(() =>
  import('../features/admin-stories/admin-stories.page').then((module) => ({ default: module.AdminStoriesPage })),
);
const AdminStoryEditorPage = lazy(() =>
  import('../features/admin-stories/admin-story-editor.page').then((module) => ({ default: module.AdminStoryEditorPage })),
);
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/admin-users.page').then((module) => ({ default: module.AdminUsersPage })),
);
const AdminUserPage = lazy(() =>
  import('../features/admin-users/admin-user.page').then((module) => ({ default: module.AdminUserPage })),
);
const AdminOrdersPage = lazy(() =>
  import('../features/admin-orders/admin-orders.page').then((module) => ({ default: module.AdminOrdersPage })),
);
const AdminOrderPage = lazy(() =>
  import('../features/admin-orders/admin-order.page').then((module) => ({ default: module.AdminOrderPage })),
);
const AdminRefundRequestsPage = lazy(() =>
  import('../features/admin-orders/admin-refund-requests.page').then((module) => ({ default: module.AdminRefundRequestsPage })),
);
const AdminAnalyticsPage = lazy(() =>
  import('../features/admin-analytics/admin-analytics.page').then((module) => ({ default: module.AdminAnalyticsPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found.page').then((module) => ({ default: module.NotFoundPage })),
);

interface ServerRenderedPage {
  pattern: string;
  page: LazyPage;
  /** The page's module as the build's manifest names it, so the server can link its stylesheet and code. */
  source: string;
}

/** The code-split pages the server renders, by route (the catalogue is in the first bundle). */
const serverRenderedPages: readonly ServerRenderedPage[] = [
  { pattern: '/stories/:id', page: storyDetailPage, source: 'src/features/story-detail/story-detail.page.tsx' },
  { pattern: '/privacy', page: privacyPage, source: 'src/features/legal/privacy.page.tsx' },
  { pattern: '/refund', page: refundPage, source: 'src/features/legal/refund.page.tsx' },
  { pattern: '/terms', page: termsPage, source: 'src/features/legal/terms.page.tsx' },
  { pattern: '/disclaimer', page: disclaimerPage, source: 'src/features/legal/disclaimer.page.tsx' },
  { pattern: '/survey', page: surveyPage, source: 'src/features/survey/survey.page.tsx' },
  { pattern: '/portfolio', page: portfolioPage, source: 'src/features/portfolio/portfolio.page.tsx' },
];

function serverRenderedPageAt(pathname: string): ServerRenderedPage | undefined {
  return serverRenderedPages.find(({ pattern }) => matchPath(pattern, pathname));
}

/** The source module of the code-split page at `pathname`, when the server renders one there. */
export function serverRenderedPageSource(pathname: string): string | null {
  return serverRenderedPageAt(pathname)?.source ?? null;
}

/** Loads the code of the page at `pathname` when it is one the server renders, so taking its HTML over never waits. */
export async function preloadServerRenderedPage(pathname: string): Promise<void> {
  await serverRenderedPageAt(pathname)?.page.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<Navigate to="/stories" replace />} />
        <Route path="stories" element={<CataloguePage />} />
        <Route path="stories/:id" element={<StoryDetailPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="refund" element={<RefundPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="disclaimer" element={<DisclaimerPage />} />
        <Route path="custom" element={<CustomCasePage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="survey" element={<SurveyPage />} />
        <Route path="portfolio" element={<PortfolioPage />} />
        <Route path="sign-in/callback" element={<SignInCallbackPage />} />
        <Route path="sign-in/*" element={<SignInPage />} />
        <Route path="sign-up/*" element={<SignUpPage />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route
          path="account"
          element={
            <RequireSignIn>
              <AccountPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin"
          element={
            <RequireSignIn>
              <AdminPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/shipments"
          element={
            <RequireSignIn>
              <AdminShipmentsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/custom-cases"
          element={
            <RequireSignIn>
              <AdminCustomCasesPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/stories"
          element={
            <RequireSignIn>
              <AdminStoriesPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/stories/new"
          element={
            <RequireSignIn>
              <AdminStoryEditorPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/stories/:storyId"
          element={
            <RequireSignIn>
              <AdminStoryEditorPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/users"
          element={
            <RequireSignIn>
              <AdminUsersPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/users/:userId"
          element={
            <RequireSignIn>
              <AdminUserPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/orders"
          element={
            <RequireSignIn>
              <AdminOrdersPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/orders/:orderId"
          element={
            <RequireSignIn>
              <AdminOrderPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/refund-requests"
          element={
            <RequireSignIn>
              <AdminRefundRequestsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="admin/analytics"
          element={
            <RequireSignIn>
              <AdminAnalyticsPage />
            </RequireSignIn>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
