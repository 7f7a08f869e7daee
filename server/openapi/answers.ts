/**
 * What each route answers, for the OpenAPI document (GET /api/openapi.json): its success status,
 * what it is, and its body: the zod schema of a JSON answer (engine/api/), or the media type of
 * any other (none: no body). Error codes are by status, as docs/api.md gives them; errors every
 * route shares are added by the document itself: 400/413/415 for a JSON body, 403
 * `forbidden-origin` for a state-changing request, 500 `internal`. `test/server/openapi.test.ts`
 * checks this table against the app's routes both ways, and `openapi-answers.test.ts` checks real
 * answers against it.
 */
import type { z } from "zod";
import { userAnswer, verifiedAnswer } from "../../engine/api/account.js";
import {
  auditAnswer,
  consistencyAnswer,
  outboxAnswer,
  settingsAnswer,
  userListAnswer,
} from "../../engine/api/admin.js";
import { okAnswer } from "../../engine/api/answer-parts.js";
import {
  backTextAnswer,
  batchQuote,
  bookAnswer,
  bookList,
  coverArtList,
  coverTemplatesAnswer,
  exportAnswer,
  exportList,
  palettesAnswer,
  preflightAnswer,
  provenanceAnswer,
  startedBatch,
} from "../../engine/api/books.js";
import {
  generationAnswer,
  generationList,
  previewAnswer,
  startedGeneration,
  uploadAnswer,
} from "../../engine/api/generations.js";
import {
  checkoutAnswer,
  creditHistoryAnswer,
  creditsAnswer,
  eventHandled,
  packagesAnswer,
  paymentAnswer,
  paymentList,
  paymentSchema,
  plansAnswer,
} from "../../engine/api/payments.js";
import { catalogAnswer, healthAnswer, openApiAnswer, samplesAnswer } from "../../engine/api/public.js";

/** A body that is not JSON: a file or a stream. */
export type Media = "png" | "webp" | "jpeg" | "pdf" | "zip" | "text" | "events";

/** A status, what it means, and its bodies (none for 204): a JSON schema and/or media types. */
export type Success = [status: number, description: string, ...body: (z.ZodType | Media)[]];

export interface Answer {
  ok: Success;
  /** Other successes of the route (a confirmed batch's 202), or a non-error answer with an error status (health's 503). */
  also?: Success[];
  /** Error codes by status; an empty list: the status with the contract's generic code. */
  errors?: Partial<Record<number, string[]>>;
}

type Errors = NonNullable<Answer["errors"]>;

/** Error tables joined status by status: a code of each part is kept (a spread would drop a status's earlier codes). */
function all(...parts: Errors[]): Errors {
  const out: Errors = {};
  for (const part of parts)
    for (const [status, codes] of Object.entries(part)) {
      const s = Number(status);
      out[s] = [...new Set([...(out[s] ?? []), ...(codes ?? [])])];
    }
  return out;
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
    ok: [201, "the user, signed in with the session cookie (and this browser's device cookie)", userAnswer],
    errors: { 400: ["invalid-email", "weak-password"], 409: ["email-already-in-use"], 429: ["too-many-requests"] },
  },
  "POST /api/auth/login": {
    ok: [200, "the user, signed in with the session cookie (and this browser's device cookie)", userAnswer],
    errors: {
      400: ["invalid-email"],
      401: ["wrong-password"],
      403: ["user-disabled"],
      404: ["user-not-found"],
      429: ["too-many-requests"],
    },
  },
  "POST /api/auth/logout": { ok: [204, "signed out"] },
  "GET /api/auth/me": { ok: [200, "the signed-in user", userAnswer], errors: signedIn },
  "POST /api/auth/password-reset": {
    ok: [200, "the mail is sent", okAnswer],
    errors: { 400: ["invalid-email"], 404: ["user-not-found"], 429: ["too-many-requests"] },
  },
  "POST /api/auth/password-reset/confirm": {
    ok: [200, "the password is set; this browser gets its device cookie", okAnswer],
    errors: { 400: ["weak-password", "invalid-token"] },
  },
  "POST /api/auth/verify-email": {
    ok: [200, "the mail is sent", okAnswer],
    errors: { ...signedIn, 429: ["too-many-requests"] },
  },
  "POST /api/auth/verify-email/confirm": {
    ok: [200, "the e-mail address is verified", verifiedAnswer],
    errors: { 400: ["invalid-token"] },
  },
  "PATCH /api/account": { ok: [200, "the user renamed", userAnswer], errors: signedIn },
  "POST /api/account/password": {
    ok: [200, "the password is changed; a fresh session cookie", okAnswer],
    errors: {
      ...signedIn,
      400: ["weak-password"],
      401: ["unauthenticated", "wrong-password"],
      429: ["too-many-requests"],
    },
  },
  "GET /api/catalog": { ok: [200, "the public catalogue", catalogAnswer] },
  "POST /api/generations": {
    ok: [202, "the queued generation and the balance after its charge", startedGeneration],
    errors: all(generate, signedIn, {
      402: ["insufficient-credits"],
      500: ["credits-failed"],
      503: ["storage-unavailable"],
    }),
  },
  "POST /api/previews": {
    ok: [200, "the page the built-in engine would draw, small and watermarked", previewAnswer],
    errors: all(generate, signedIn, {
      409: ["preview-unavailable", "preview-replaced"],
      429: ["too-many-requests"],
    }),
  },
  "GET /api/generations": {
    ok: [200, "a page of the caller's generations, newest first", generationList],
    errors: { ...signedIn, 400: ["invalid-input"] },
  },
  "GET /api/generations/:id": { ok: [200, "the generation", generationAnswer], errors: ownPage },
  "DELETE /api/generations/:id": { ok: [204, "deleted"], errors: { ...ownPage, 409: ["still-running"] } },
  "PUT /api/generations/:id/favourite": { ok: [200, "the generation, starred", generationAnswer], errors: ownPage },
  "DELETE /api/generations/:id/favourite": {
    ok: [200, "the generation, unstarred", generationAnswer],
    errors: ownPage,
  },
  "GET /api/generations/:id/print.pdf": {
    ok: [200, "a one-page print PDF", "pdf"],
    errors: { ...ownPage, 400: ["invalid-input"], 409: ["not-ready"], 429: ["too-many-requests"] },
  },
  "GET /api/generations/:id/colored.png": {
    ok: [200, "the line-art page coloured", "png"],
    errors: { ...ownPage, 400: ["invalid-input"], 409: ["not-ready"], 429: ["too-many-requests"] },
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
  "POST /api/print": {
    ok: [200, "the pages as one print PDF, one sheet each", "pdf"],
    errors: { ...signedIn, 400: ["invalid-input"], 404: ["not-found"], 409: ["not-ready"], 429: ["too-many-requests"] },
  },
  "GET /api/images/:id": {
    ok: [200, "the page's PNG", "png"],
    errors: { ...ownPage, 429: ["too-many-requests"], 503: ["storage-unavailable"] },
  },
  "GET /api/credits": { ok: [200, "the balance and its history", creditsAnswer], errors: signedIn },
  "GET /api/events": {
    ok: [200, "server-sent events: credits, generation, export", "events"],
    errors: { ...signedIn, 429: ["too-many-requests"] },
  },
  "GET /api/plans": { ok: [200, "the sign-up plans and the packages on sale", plansAnswer] },
  "GET /api/samples": { ok: [200, "the home page's example pages", samplesAnswer] },
  "GET /api/samples/:file": { ok: [200, "a sample page", "png", "webp"], errors: { 404: ["not-found"] } },
  "GET /api/health": {
    ok: [200, "the database (and Redis) answer", healthAnswer],
    also: [[503, "the database or Redis does not answer", healthAnswer]],
  },
  "GET /api/admin/users": { ok: [200, "a page of users, newest first", userListAnswer], errors: admin },
  "POST /api/admin/users": {
    ok: [201, "the new user", userAnswer],
    errors: { ...admin, 400: ["invalid-email", "weak-password"], 409: ["email-already-in-use"] },
  },
  "PATCH /api/admin/users/:id": {
    ok: [200, "the user changed", userAnswer],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"], 409: ["admin-protected"] },
  },
  "PUT /api/admin/users/:id/credits": {
    ok: [200, "the user with its new balance", userAnswer],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"] },
  },
  "GET /api/admin/users/:id/credit-history": {
    ok: [200, "the user's balance changes", creditHistoryAnswer],
    errors: { ...admin, 404: ["user-not-found"] },
  },
  "DELETE /api/admin/users/:id": {
    ok: [204, "the account and everything of it removed"],
    errors: all(admin, {
      403: ["admin-protected"],
      404: ["user-not-found"],
      409: ["admin-protected"],
      503: ["storage-unavailable"],
    }),
  },
  "POST /api/admin/users/:id/password-reset": {
    ok: [200, "the mail is sent", okAnswer],
    errors: { ...admin, 403: ["forbidden", "admin-protected"], 404: ["user-not-found"] },
  },
  "GET /api/admin/settings": { ok: [200, "the settings", settingsAnswer], errors: admin },
  "PUT /api/admin/settings": { ok: [200, "the settings saved", settingsAnswer], errors: admin },
  "GET /api/admin/outbox": { ok: [200, "the mails sent by the built-in outbox", outboxAnswer], errors: admin },
  "GET /api/admin/consistency": { ok: [200, "every balance against its ledger", consistencyAnswer], errors: admin },
  "GET /api/admin/audit": { ok: [200, "a page of the audit log, newest first", auditAnswer], errors: admin },
  "GET /api/payments/packages": { ok: [200, "the packages on sale", packagesAnswer] },
  "POST /api/payments/checkout": {
    ok: [201, "the checkout to send the buyer to", checkoutAnswer],
    errors: {
      ...signedIn,
      400: ["invalid-input"],
      409: ["not-subscriber", "already-subscribed", "no-price"],
      503: ["payment-failed"],
    },
  },
  "POST /api/payments/webhook": {
    ok: [200, "the event is handled (once)", eventHandled],
    errors: { 400: ["invalid-signature", "unknown-session"] },
  },
  "GET /api/payments": { ok: [200, "the payments", paymentList], errors: { ...signedIn, 403: ["forbidden"] } },
  "GET /api/payments/:sessionId": {
    ok: [200, "the payment", paymentSchema],
    errors: { ...signedIn, 404: ["not-found"] },
  },
  "POST /api/payments/demo/:sessionId/complete": {
    ok: [200, "the payment, paid", paymentAnswer],
    errors: { ...signedIn, 404: ["not-found"], 409: ["checkout-expired"] },
  },
  "POST /api/payments/demo/:sessionId/cancel": {
    ok: [200, "the payment, failed", paymentAnswer],
    errors: { ...signedIn, 404: ["not-found"] },
  },
  "POST /api/payments/demo/subscriptions/:userId/renew": {
    ok: [200, "the renewal is handled", eventHandled],
    errors: { ...admin, 404: ["not-found"], 409: ["no-subscription"] },
  },
  "POST /api/payments/demo/subscriptions/:userId/cancel": {
    ok: [200, "the subscription ends", eventHandled],
    errors: { ...admin, 404: ["not-found"], 409: ["no-subscription"] },
  },
  "POST /api/books": { ok: [201, "the new book", bookAnswer], errors: signedIn },
  "GET /api/books": { ok: [200, "the caller's books, newest first", bookList], errors: signedIn },
  "POST /api/books/batch-quote": {
    ok: [200, "what the batch would cost; nothing is charged", batchQuote],
    errors: all(signedIn, generate),
  },
  "GET /api/books/:id": { ok: [200, "the book", bookAnswer], errors: ownBook },
  "PATCH /api/books/:id": { ok: [200, "the book changed", bookAnswer], errors: ownBook },
  "DELETE /api/books/:id": { ok: [204, "deleted; its pages stay in the gallery"], errors: ownBook },
  "POST /api/books/:id/batch": {
    ok: [200, "without `confirm`: what the batch would cost; nothing is charged", batchQuote],
    also: [[202, "with `confirm: true`: the queued generations and the balance after the charge", startedBatch]],
    errors: all(ownBook, generate, {
      402: ["insufficient-credits"],
      403: ["forbidden"],
      500: ["credits-failed"],
    }),
  },
  "GET /api/books/:id/cover-art": {
    ok: [200, "the caller's finished covers, newest first, each judged for the book's front", coverArtList],
    errors: ownBook,
  },
  "GET /api/books/:id/back-text": { ok: [200, "back-cover copy; nothing is saved", backTextAnswer], errors: ownBook },
  "GET /api/books/:id/preflight": {
    ok: [200, "the preflight's checks", preflightAnswer],
    errors: { ...ownBook, 409: ["book-too-large"], 429: ["too-many-requests"] },
  },
  "GET /api/books/:id/cover-preview.png": {
    ok: [200, "the full-wrap cover at 60 DPI", "png"],
    errors: { ...ownBook, 409: ["book-too-large"], 429: ["too-many-requests"] },
  },
  "POST /api/books/:id/exports": {
    ok: [202, "the queued export", exportAnswer],
    errors: { ...ownBook, 409: ["preflight-failed", "book-too-large"], 429: ["too-many-requests"] },
  },
  "GET /api/books/:id/exports": { ok: [200, "the book's exports, newest first", exportList], errors: ownBook },
  "GET /api/books/:id/provenance": {
    ok: [200, "where each page came from; with `format=text` the report as a text file", provenanceAnswer, "text"],
    errors: ownBook,
  },
  "GET /api/exports/:id": { ok: [200, "the export", exportAnswer], errors: { ...signedIn, 404: ["not-found"] } },
  "GET /api/exports/:id/file": {
    ok: [200, "the PDF (interior, cover) or ZIP (printables)", "pdf", "zip"],
    errors: { ...signedIn, 404: ["not-found"], 409: ["not-ready"] },
  },
  "GET /api/palettes": { ok: [200, "the cover palettes", palettesAnswer] },
  "GET /api/cover-templates": { ok: [200, "the cover templates", coverTemplatesAnswer] },
  "POST /api/uploads": {
    ok: [201, "the stored photo", uploadAnswer],
    errors: {
      ...signedIn,
      400: ["invalid-image"],
      409: ["storage-full"],
      413: ["too-large"],
      429: ["too-many-requests"],
      503: ["storage-unavailable"],
    },
  },
  "GET /api/uploads/:id": { ok: [200, "the normalised photo", "jpeg"], errors: { ...signedIn, 404: ["not-found"] } },
  "GET /api/openapi.json": { ok: [200, "this document", openApiAnswer] },
};
