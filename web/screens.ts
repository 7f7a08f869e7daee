/**
 * Every screen's code, by the full hash path that shows it. router.tsx builds
 * the route tree from this table, and the route-preloads build plugin (web/build/route-preloads.ts)
 * reads it to tell index.html which chunks each path needs, so a screen's code downloads
 * alongside the entry script instead of after it (docs/performance.md).
 * Keep every entry on one line, `"path": () => import("module"),`: the plugin reads that shape.
 */
export const screens = {
  "/login": () => import("./pages/login"),
  "/signup/one-time": () => import("./pages/signup-routes"),
  "/signup/subscription": () => import("./pages/signup-routes"),
  "/unauthorized": () => import("./pages/unauthorized"),
  "/reset-password": () => import("./pages/token-pages"),
  "/verify-email": () => import("./pages/token-pages"),
  "/payment": () => import("./pages/payment/payment"),
  "/payment/success": () => import("./pages/payment/payment-success"),
  "/payment/checkout/$sessionId": () => import("./pages/payment/checkout-demo"),
  "/": () => import("./pages/home"),
  "/gallery": () => import("./pages/gallery"),
  "/books": () => import("./pages/books/books"),
  "/books/$bookId": () => import("./pages/books/book"),
  "/account": () => import("./pages/account"),
  "/tutorial": () => import("./pages/info/tutorial"),
  "/publishing-tools": () => import("./pages/info/publishing-tools"),
  "/admin/": () => import("./pages/admin/admin-home"),
  "/admin/users": () => import("./pages/admin/admin-users"),
  "/admin/credits": () => import("./pages/admin/admin-credits"),
  "/admin/settings": () => import("./pages/admin/admin-settings"),
  "/admin/outbox": () => import("./pages/admin/admin-outbox"),
  "/admin/audit": () => import("./pages/admin/admin-audit"),
  "/$hub": () => import("./pages/hub"),
  "/$hub/$tool": () => import("./pages/tool"),
};

export type ScreenPath = keyof typeof screens;

/** The names a screen's module exports. */
export type ScreenExport<P extends ScreenPath> = keyof Awaited<ReturnType<(typeof screens)[P]>> & string;
