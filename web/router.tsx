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
import { SearchShortcut } from "./components/tool-search";
import { useSession } from "./lib/session";
import { toasterOptions, useDismissErrorsOnNavigate } from "./lib/toast";
import { type ScreenExport, type ScreenPath, screens } from "./screens";

/**
 * The route tree. Hash routing: `/#/kids/alphabet`. Every page is its own
 * chunk (web/screens.ts) so the first screen loads only the shell and its own page; hub and tool
 * routes read the catalogue.
 */
function Root() {
  useDismissErrorsOnNavigate();
  return (
    <>
      <Outlet />
      <SearchShortcut />
      <Toaster position="top-right" toastOptions={toasterOptions} />
    </>
  );
}

const rootRoute = createRootRoute({
  component: Root,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
  notFoundComponent: NotFoundScreen,
});

/** A screen's route; its path is also its key in web/screens.ts. */
function page<P extends ScreenPath>(path: P, exportName: ScreenExport<P>, parent: AnyRoute = rootRoute) {
  return createRoute({ getParentRoute: () => parent, path, component: screen(path, exportName) });
}
function screen<P extends ScreenPath>(path: P, exportName: ScreenExport<P>) {
  return lazy(screens[path] as () => Promise<Record<string, ComponentType>>, exportName);
}

// Public screens.
const publicRoutes = [
  page("/login", "LoginPage"),
  page("/signup/one-time", "OneTimeSignupPage"),
  page("/signup/subscription", "SubscriptionSignupPage"),
  page("/unauthorized", "UnauthorizedPage"),
  page("/reset-password", "ResetPasswordPage"),
  page("/verify-email", "VerifyEmailPage"),
  page("/payment", "PaymentPage"),
  page("/payment/success", "PaymentSuccessPage"),
  page("/payment/checkout/$sessionId", "DemoCheckoutPage"),
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
function admin<P extends ScreenPath & `/admin/${string}`>(
  path: P,
  exportName: ScreenExport<P>,
  fallback: "/" | "/unauthorized" = "/unauthorized",
) {
  return createRoute({
    getParentRoute: () => adminRoute,
    path: path.slice("/admin".length),
    component: adminOnly(screen(path, exportName), fallback),
  });
}
const adminRoutes = [
  admin("/admin/", "AdminHomePage"),
  admin("/admin/users", "AdminUsersPage", "/"),
  admin("/admin/credits", "AdminCreditsPage"),
  admin("/admin/settings", "AdminSettingsPage"),
  admin("/admin/outbox", "AdminOutboxPage"),
  admin("/admin/audit", "AdminAuditPage"),
];

const appRoutes = [
  page("/", "HomePage", appRoute),
  page("/gallery", "GalleryPage", appRoute),
  page("/books", "BooksPage", appRoute),
  page("/books/$bookId", "BookPage", appRoute),
  page("/account", "AccountPage", appRoute),
  page("/tutorial", "TutorialPage", appRoute),
  page("/publishing-tools", "PublishingToolsPage", appRoute),
  adminRoute.addChildren(adminRoutes),
  page("/$hub", "HubPage", appRoute),
  page("/$hub/$tool", "ToolPage", appRoute),
];

const routeTree = rootRoute.addChildren([...publicRoutes, appRoute.addChildren(appRoutes)]);

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
