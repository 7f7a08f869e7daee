/**
 * What each route answers, for the OpenAPI document (GET /api/openapi.json): its success status
 * with what it carries, and the error codes docs/api.md gives it. Errors every route shares are
 * added by the document itself: 400/413/415 for a JSON body, 403 `forbidden-origin` for a
 * state-changing request, 500 `internal`. `test/server/openapi.test.ts` checks this table
 * against the app's routes both ways.
 */
export type Media = "json" | "png" | "pdf" | "zip" | "text" | "events" | "none";

export interface Answer {
  /** The success status, what it is, and its media type (JSON unless said). */
  ok: [status: number, description: string, media?: Media];
  /** Error codes by status; an empty list: the status with the contract's generic code. */
  errors?: Partial<Record<number, string[]>>;
}

const signedIn = { 401: ["unauthenticated"] };
const admin = { 401: ["unauthenticated"], 403: ["forbidden"] };
const ownPage = { ...signedIn, 404: ["not-found"] };
const ownBook = { ...signedIn, 404: ["not-found"] };
const generate = {
  400: ["invalid-input", "unknown-subject"],
  403: ["email-not-verified"],
  404: ["unknown-tool"],
  503: ["maintenance"],
};

export const ANSWERS: Record<string, Answer> = {
  "POST /api/auth/signup": {
    ok: [201, "`{user}` and the session cookie"],
    errors: { 400: ["invalid-email", "weak-password"], 409: ["email-already-in-use"], 429: ["too-many-requests"] },
  },
  "POST /api/auth/login": {
    ok: [200, "`{user}` and the session cookie"],
    errors: {
      400: ["invalid-email"],
      401: ["wrong-password"],
      403: ["user-disabled"],
      404: ["user-not-found"],
      429: ["too-many-requests"],
    },
  },
  "POST /api/auth/logout": { ok: [204, "signed out", "none"] },
  "GET /api/auth/me": { ok: [200, "`{user}`"], errors: signedIn },
  "POST /api/auth/password-reset": {
    ok: [200, "`{ok: true}`: the mail is sent"],
    errors: { 400: ["invalid-email"], 404: ["user-not-found"], 429: ["too-many-requests"] },
  },
  "POST /api/auth/password-reset/confirm": {
    ok: [200, "`{ok: true}`"],
    errors: { 400: ["weak-password", "invalid-token"] },
  },
  "POST /api/auth/verify-email": {
    ok: [200, "`{ok: true}`: the mail is sent"],
    errors: { ...signedIn, 429: ["too-many-requests"] },
  },
  "POST /api/auth/verify-email/confirm": { ok: [200, "`{ok: true, user}`"], errors: { 400: ["invalid-token"] } },
  "PATCH /api/account": { ok: [200, "`{user}`"], errors: signedIn },
  "POST /api/account/password": {
    ok: [200, "`{ok: true}` and a fresh session cookie"],
    errors: {
      ...signedIn,
      400: ["weak-password"],
      401: ["unauthenticated", "wrong-password"],
      429: ["too-many-requests"],
    },
  },
  "GET /api/catalog": { ok: [200, "`{hubs, tools, site}`"] },
  "POST /api/generations": {
    ok: [202, "`{generation, credits}`"],
    errors: {
      ...generate,
      401: ["unauthenticated"],
      402: ["insufficient-credits"],
      503: ["maintenance", "storage-unavailable"],
    },
  },
  "POST /api/previews": {
    ok: [200, "`{preview: {image, width, height, seed, understood}}`"],
    errors: { ...generate, ...signedIn, 409: ["preview-unavailable"], 429: ["too-many-requests"] },
  },
  "GET /api/generations": { ok: [200, "`{generations, nextCursor}`"], errors: { ...signedIn, 400: ["invalid-input"] } },
  "GET /api/generations/:id": { ok: [200, "`{generation}`"], errors: ownPage },
  "DELETE /api/generations/:id": { ok: [204, "deleted", "none"], errors: ownPage },
  "PUT /api/generations/:id/favourite": { ok: [200, "`{generation}` starred"], errors: ownPage },
  "DELETE /api/generations/:id/favourite": { ok: [200, "`{generation}` unstarred"], errors: ownPage },
  "GET /api/generations/:id/print.pdf": {
    ok: [200, "a one-page print PDF", "pdf"],
    errors: { ...ownPage, 400: ["invalid-input"], 409: ["not-ready"], 429: ["too-many-requests"] },
  },
  "GET /api/generations/:id/colored.png": {
    ok: [200, "the line-art page coloured", "png"],
    errors: { ...ownPage, 400: ["invalid-input"], 409: ["not-ready"] },
  },
  "GET /api/generations/:id/colored.pdf": {
    ok: [200, "the line-art page coloured, as a one-page print PDF (a coloured reference sheet)", "pdf"],
    errors: { ...ownPage, 400: ["invalid-input"], 409: ["not-ready"], 429: ["too-many-requests"] },
  },
  "GET /api/generations/:id/answer.png": {
    ok: [200, "the answer key", "png"],
    errors: { ...ownPage, 409: ["not-ready"] },
  },
  "GET /api/generations/:id/answer.pdf": {
    ok: [200, "the answer key as a print PDF", "pdf"],
    errors: { ...ownPage, 400: ["invalid-input"], 409: ["not-ready"], 429: ["too-many-requests"] },
  },
  "GET /api/images/:id": { ok: [200, "the page's PNG", "png"], errors: { ...ownPage, 503: ["storage-unavailable"] } },
  "GET /api/credits": { ok: [200, "`{credits, role, subscriptionRenewalDate, history}`"], errors: signedIn },
  "GET /api/events": {
    ok: [200, "server-sent events: credits, generation, export", "events"],
    errors: { ...signedIn, 429: ["too-many-requests"] },
  },
  "GET /api/plans": { ok: [200, "`{plans, packages}`"] },
  "GET /api/samples": { ok: [200, "`{samples: [{name, alt, kind, url}]}`"] },
  "GET /api/samples/:file": { ok: [200, "a sample page", "png"], errors: { 404: ["not-found"] } },
  "GET /api/health": { ok: [200, "`{ok, db, providers}`"], errors: { 503: [] } },
  "GET /api/admin/users": { ok: [200, "`{users, nextCursor, total}`"], errors: admin },
  "POST /api/admin/users": {
    ok: [201, "`{user}`"],
    errors: { ...admin, 400: ["invalid-email", "weak-password"], 409: ["email-already-in-use"] },
  },
  "PATCH /api/admin/users/:id": {
    ok: [200, "`{user}`"],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"], 409: ["admin-protected"] },
  },
  "PUT /api/admin/users/:id/credits": {
    ok: [200, "`{user}`"],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"] },
  },
  "GET /api/admin/users/:id/credit-history": {
    ok: [200, "`{history}`"],
    errors: { ...admin, 404: ["user-not-found"] },
  },
  "DELETE /api/admin/users/:id": {
    ok: [204, "the account and everything of it removed", "none"],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"], 503: ["storage-unavailable"] },
  },
  "POST /api/admin/users/:id/password-reset": {
    ok: [200, "`{ok: true}`"],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"] },
  },
  "GET /api/admin/settings": { ok: [200, "`{settings}`"], errors: admin },
  "PUT /api/admin/settings": { ok: [200, "`{settings}`"], errors: admin },
  "GET /api/admin/outbox": { ok: [200, "`{messages}`"], errors: admin },
  "GET /api/admin/consistency": { ok: [200, "`{checkedUsers, mismatches}`"], errors: admin },
  "GET /api/admin/audit": { ok: [200, "`{entries, nextCursor}`"], errors: admin },
  "GET /api/payments/packages": { ok: [200, "`{packages}`"] },
  "POST /api/payments/checkout": {
    ok: [201, "`{sessionId, checkoutUrl}`"],
    errors: { ...signedIn, 409: [] },
  },
  "POST /api/payments/webhook": { ok: [200, "the event is handled (once)"], errors: { 400: ["invalid-signature"] } },
  "GET /api/payments": { ok: [200, "`{payments}`"], errors: { ...signedIn, 403: ["forbidden"] } },
  "GET /api/payments/:sessionId": {
    ok: [200, "`{status, credits}`"],
    errors: { ...signedIn, 404: ["not-found"] },
  },
  "POST /api/payments/demo/:sessionId/complete": {
    ok: [200, "`{payment}`"],
    errors: { ...signedIn, 404: ["not-found"], 409: ["checkout-expired"] },
  },
  "POST /api/payments/demo/:sessionId/cancel": {
    ok: [200, "`{payment}`"],
    errors: { ...signedIn, 404: ["not-found"] },
  },
  "POST /api/payments/demo/subscriptions/:userId/renew": {
    ok: [200, "the renewal is handled"],
    errors: { ...admin, 404: ["not-found"], 409: ["no-subscription"] },
  },
  "POST /api/payments/demo/subscriptions/:userId/cancel": {
    ok: [200, "the subscription ends"],
    errors: { ...admin, 404: ["not-found"], 409: ["no-subscription"] },
  },
  "POST /api/books": { ok: [201, "`{book}`"], errors: signedIn },
  "GET /api/books": { ok: [200, "`{books}`"], errors: signedIn },
  "POST /api/books/batch-quote": { ok: [200, "`{cost, credits}`"], errors: { ...signedIn, ...generate } },
  "GET /api/books/:id": { ok: [200, "`{book}`"], errors: ownBook },
  "PATCH /api/books/:id": { ok: [200, "`{book}`"], errors: ownBook },
  "DELETE /api/books/:id": { ok: [204, "deleted; its pages stay in the gallery", "none"], errors: ownBook },
  "POST /api/books/:id/batch": {
    ok: [200, "`{cost, credits}`, or 202 `{generations, credits}` with `confirm`"],
    errors: { ...ownBook, ...generate, 402: ["insufficient-credits"], 403: ["forbidden", "email-not-verified"] },
  },
  "GET /api/books/:id/back-text": { ok: [200, "`{backText}`"], errors: ownBook },
  "GET /api/books/:id/preflight": {
    ok: [200, "`{ok, checks}`"],
    errors: { ...ownBook, 409: ["book-too-large"], 429: ["too-many-requests"] },
  },
  "GET /api/books/:id/cover-preview.png": {
    ok: [200, "the full-wrap cover at 60 DPI", "png"],
    errors: { ...ownBook, 409: ["book-too-large"], 429: ["too-many-requests"] },
  },
  "POST /api/books/:id/exports": {
    ok: [202, "`{export}`"],
    errors: { ...ownBook, 409: ["preflight-failed", "book-too-large"], 429: ["too-many-requests"] },
  },
  "GET /api/books/:id/provenance": {
    ok: [200, "`{bookId, pages, cover, report}`, or the report as text"],
    errors: ownBook,
  },
  "GET /api/exports/:id": { ok: [200, "`{export}`"], errors: { ...signedIn, 404: ["not-found"] } },
  "GET /api/exports/:id/file": {
    ok: [200, "the PDF (interior, cover) or ZIP (printables)", "pdf"],
    errors: { ...signedIn, 404: ["not-found"], 409: ["not-ready"] },
  },
  "GET /api/palettes": { ok: [200, "`{palettes}`"] },
  "GET /api/cover-templates": { ok: [200, "`{templates}`"] },
  "POST /api/uploads": {
    ok: [201, "`{upload: {id, width, height, type}}`"],
    errors: { ...signedIn, 400: ["invalid-image"], 413: ["too-large"], 429: ["too-many-requests"] },
  },
  "GET /api/uploads/:id": { ok: [200, "the normalised image", "png"], errors: { ...signedIn, 404: ["not-found"] } },
  "GET /api/openapi.json": { ok: [200, "this document"] },
};
