/**
 * The shapes of the HTTP API (docs/api.md), shared by the server and the web app: the answer
 * schemas of engine/api/ inferred, so the OpenAPI document, the server and the web client agree.
 * Types only: importing this file never pulls server code into the browser bundle.
 */
import type { z } from "zod";
import type { ROLES, userSchema } from "../engine/api/account.js";
import type { auditAnswer, outboxAnswer, settingsAnswer, userListAnswer } from "../engine/api/admin.js";
import type { ErrorBody, preflightCheck } from "../engine/api/answer-parts.js";
import type { batchQuote, bookSchema, exportSchema, preflightAnswer, provenanceAnswer } from "../engine/api/books.js";
import type { generationOutputSchema, generationSchema, storeDescriptionSchema } from "../engine/api/generations.js";
import type { creditHistoryEntry, creditPackageSchema, paymentSchema, plansAnswer } from "../engine/api/payments.js";
import type { Paper as BookPaper, Trim as BookTrim } from "../engine/books/kdp.js";

export type Role = (typeof ROLES)[number];

export type User = z.infer<typeof userSchema>;

export type ApiErrorBody = ErrorBody;

export type StoreDescription = z.infer<typeof storeDescriptionSchema>;

/** The quality gate's figures of a line-art page, as the gate defines them. */
export type { Quality } from "./images/quality.js";
/** A sheet a page prints on at home (`?paper=` of print.pdf). */

export type GenerationOutput = z.infer<typeof generationOutputSchema>;

export type Generation = z.infer<typeof generationSchema>;

export type CreditHistoryEntry = z.infer<typeof creditHistoryEntry>;

export interface Settings {
  oneTimeCredits: number;
  subscriptionCredits: number;
  subscriptionDuration: number;
  maintenanceMode: boolean;
  disableCreditDeduction: boolean;
  /** Unverified users cannot generate until they confirm their e-mail (on by default with a paid image provider). */
  requireVerifiedEmail: boolean;
  updatedAt?: string;
}

/** GET/PUT /api/admin/settings: the settings with the packages on sale, in `currency` (CURRENCY). */
export type AdminSettings = z.infer<typeof settingsAnswer>["settings"];

export type AdminUsersPage = z.infer<typeof userListAnswer>;

export type OutboxMessage = z.infer<typeof outboxAnswer>["messages"][number];

/** One administrator action on a user (GET /api/admin/audit). */
export type AuditEntry = z.infer<typeof auditAnswer>["entries"][number];

export type CreditPackage = z.infer<typeof creditPackageSchema>;

export type Payment = z.infer<typeof paymentSchema>;

/** Server-sent events on GET /api/events. */
export type ServerEvent =
  | { type: "credits"; credits: number }
  | { type: "generation"; generation: Generation }
  | { type: "export"; export: BookExport };

/** GET /api/plans: what each sign-up plan includes, public (the home page and sign-up read it). */
export type PlansResponse = z.infer<typeof plansAnswer>;

/** Books (docs/api.md, "Books"): KDP's numbers live in engine/books/kdp.ts. */

export type { BookPaper, BookTrim };

export type BookPage = Book["pages"][number];

export type Book = z.infer<typeof bookSchema>;

export type PreflightCheck = z.infer<typeof preflightCheck>;

export type Preflight = z.infer<typeof preflightAnswer>;

export type ExportKind = "interior" | "cover" | "printables";

export type BookExport = z.infer<typeof exportSchema>;

/** POST /api/books/:id/batch without confirm: what the batch would cost. */
export type BatchQuote = z.infer<typeof batchQuote>;

/** GET /api/books/:id/provenance. */
export type BookProvenance = z.infer<typeof provenanceAnswer>;
