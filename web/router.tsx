import {
  type AnyRoute,
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent as lazy,
  Navigate,
  Outlet,
} from "@tanstack/react-router";
import type { ComponentType } from "react";
import { Toaster } from "react-hot-toast";
import { AppLayout } from "./components/app-layout";
import { FullPageSpinner } from "./components/generating-overlay";
import { ErrorScreen, NotFoundScreen } from "./components/screens";
import { useSession } from "./lib/session";
import { toasterOptions } from "./lib/toast";

/**
 * The route tree (product-spec §2). Hash routing: `/#/kids/alphabet`. Every page is its own
 * chunk so the first screen loads only the shell; hub and tool routes read the catalogue.
 */
function Root() {
  return (
    <>
      <Outlet />
      <Toaster position="top-right" toastOptions={toasterOptions} />
    </>
  );
}

const rootRoute = createRootRoute({
  component: Root,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
  notFoundComponent: NotFoundScreen,
});

const page = (path: string, component: ReturnType<typeof lazy>, parent: AnyRoute = rootRoute) =>
  createRoute({ getParentRoute: () => parent, path, component });

// Public screens.
const publicRoutes = [
  page(
    "/login",
    lazy(() => import("./pages/login"), "LoginPage"),
  ),
  page(
    "/signup/one-time",
    lazy(() => import("./pages/signup-routes"), "OneTimeSignupPage"),
  ),
  page(
    "/signup/subscription",
    lazy(() => import("./pages/signup-routes"), "SubscriptionSignupPage"),
  ),
  page(
    "/unauthorized",
    lazy(() => import("./pages/unauthorized"), "UnauthorizedPage"),
  ),
  page(
    "/reset-password",
    lazy(() => import("./pages/token-pages"), "ResetPasswordPage"),
  ),
  page(
    "/verify-email",
    lazy(() => import("./pages/token-pages"), "VerifyEmailPage"),
  ),
  page(
    "/payment",
    lazy(() => import("./pages/payment/payment"), "PaymentPage"),
  ),
  page(
    "/payment/success",
    lazy(() => import("./pages/payment/payment-success"), "PaymentSuccessPage"),
  ),
  page(
    "/payment/checkout/$sessionId",
    lazy(() => import("./pages/payment/checkout-demo"), "DemoCheckoutPage"),
  ),
];

// Signed-in screens share the layout, which redirects signed-out visitors to /unauthorized.
const appRoute = createRoute({ getParentRoute: () => rootRoute, id: "app", component: AppLayout });

/** Non-administrators go to /unauthorized, except on the users page, which sends them home. */
function adminOnly(Page: ComponentType, fallback: "/" | "/unauthorized") {
  return function AdminOnly() {
    const { user, loading } = useSession();
    if (loading) return <FullPageSpinner />;
    if (!user?.isAdmin) return <Navigate to={fallback} replace />;
    return <Page />;
  };
}
const adminRoute = createRoute({ getParentRoute: () => appRoute, path: "/admin", component: Outlet });
const admin = (path: string, page: ReturnType<typeof lazy>, fallback: "/" | "/unauthorized" = "/unauthorized") =>
  createRoute({ getParentRoute: () => adminRoute, path, component: adminOnly(page, fallback) });
const adminRoutes = [
  admin(
    "/",
    lazy(() => import("./pages/admin/admin-home"), "AdminHomePage"),
  ),
  admin(
    "/users",
    lazy(() => import("./pages/admin/admin-users"), "AdminUsersPage"),
    "/",
  ),
  admin(
    "/credits",
    lazy(() => import("./pages/admin/admin-credits"), "AdminCreditsPage"),
  ),
  admin(
    "/settings",
    lazy(() => import("./pages/admin/admin-settings"), "AdminSettingsPage"),
  ),
  admin(
    "/outbox",
    lazy(() => import("./pages/admin/admin-outbox"), "AdminOutboxPage"),
  ),
];

const appRoutes = [
  page(
    "/",
    lazy(() => import("./pages/home"), "HomePage"),
    appRoute,
  ),
  page(
    "/gallery",
    lazy(() => import("./pages/gallery"), "GalleryPage"),
    appRoute,
  ),
  page(
    "/account",
    lazy(() => import("./pages/account"), "AccountPage"),
    appRoute,
  ),
  page(
    "/tutorial",
    lazy(() => import("./pages/info/tutorial"), "TutorialPage"),
    appRoute,
  ),
  page(
    "/publishing-tools",
    lazy(() => import("./pages/info/publishing-tools"), "PublishingToolsPage"),
    appRoute,
  ),
  adminRoute.addChildren(adminRoutes),
  page(
    "/$hub",
    lazy(() => import("./pages/hub"), "HubPage"),
    appRoute,
  ),
  page(
    "/$hub/$tool",
    lazy(() => import("./pages/tool"), "ToolPage"),
    appRoute,
  ),
];

export const routeTree = rootRoute.addChildren([...publicRoutes, appRoute.addChildren(appRoutes)]);

export function createAppRouter(history = createHashHistory()) {
  return createRouter({
    routeTree,
    history,
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: FullPageSpinner,
    defaultPreload: "intent",
  });
}
