import type { CoverDesign } from "../engine/covers/templates.js";
import type { Puzzle } from "./activities/types.js";
/**
 * The shapes of the HTTP API (docs/api.md), shared by the server and the web app.
 * Types only: importing this file never pulls server code into the browser bundle.
 */
import type { Quality } from "./images/quality.js";

export type Role = "one-time-credit" | "subscription" | "unlimited" | "admin";
export const roles: Role[] = ["one-time-credit", "subscription", "unlimited", "admin"];

export interface User {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  credits: number;
  emailVerified: boolean;
  isActive: boolean;
  isAdmin: boolean;
  totalImagesGenerated: number;
  lastImageGenerated: string | null;
  subscriptionRenewalDate: string | null;
  createdAt: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

type GenerationStatus = "queued" | "running" | "succeeded" | "failed";

export interface StoreDescription {
  title: string;
  description: string;
  bulletPoints: string[];
  callToAction: string;
  keywords: { longTail: string[]; shortTail: string[] };
  categories: string[];
}

export type { Puzzle } from "./activities/types.js";
/** The quality gate's figures of a line-art page, as the gate defines them. */
export type { Quality } from "./images/quality.js";
/** A sheet a page prints on at home (`?paper=` of print.pdf). */
export type { Sheet } from "./print/sheet.js";

export type GenerationOutput =
  | {
      kind: "image";
      url: string;
      width: number;
      height: number;
      /** Whether a vector original is kept (the built-in engine always keeps one). */
      vector: boolean;
      /** What the quality gate measured on the stored page (line art); null for covers. */
      quality: Quality | null;
      /** How the built-in engine drew each subject word; null for model providers. */
      understood: Array<{ word: string; drawnAs: string | null; exact: boolean; standIn?: true }> | null;
      /** The objects on the page nobody asked for (companions, props), one a name; null for model providers. */
      extras?: string[] | null;
      /** Activity pages: the puzzle's data and where its answer key is (API.md, "Puzzles and activities"). */
      puzzle?: Puzzle;
      answerUrl?: string;
    }
  | { kind: "ideas"; ideas: string[] }
  | { kind: "description"; description: StoreDescription }
  | { kind: "text"; text: string };

export interface Generation {
  id: string;
  tool: string;
  values: Record<string, unknown>;
  status: GenerationStatus;
  charged: number;
  createdAt: string;
  finishedAt: string | null;
  output: GenerationOutput | null;
  error: { code: string; message: string } | null;
  /** Jobs ahead of this one in its provider's queue while queued (0 = next). */
  queuePosition?: number;
  /** Starred by its owner in the gallery (PUT/DELETE /api/generations/:id/favourite). */
  favourite: boolean;
}

export interface CreditHistoryEntry {
  previousAmount: number;
  newAmount: number;
  delta: number;
  reason: string;
  modifiedBy: string;
  timestamp: string;
}

export interface CreditsResponse {
  credits: number;
  role: Role;
  subscriptionRenewalDate: string | null;
  history: CreditHistoryEntry[];
}

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
export interface AdminSettings extends Settings {
  currency: string;
  packages: CreditPackage[];
  /** False while the catalogue's packages are sold (no administrator has set any). */
  customPackages: boolean;
}

export interface AdminUsersPage {
  /** Each with how many photos the user has uploaded (the photos are never shown). */
  users: (User & { uploads: number })[];
  nextCursor: string | null;
  total: number;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** One administrator action on a user (GET /api/admin/audit). */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: "user-created" | "user-updated" | "credits-set" | "password-reset-sent" | "user-deleted";
  target: { id: string; email: string };
  detail: Record<string, unknown>;
}

export interface CreditPackage {
  id: string;
  credits: number;
  price: { amount: number; currency: string };
  label?: string;
}

export interface Payment {
  sessionId: string;
  status: "pending" | "paid" | "failed" | "expired";
  credits: number;
  packageId?: string;
  amount?: { amount: number; currency: string };
  createdAt?: string;
}

/** Server-sent events on GET /api/events. */
export type ServerEvent =
  | { type: "credits"; credits: number }
  | { type: "generation"; generation: Generation }
  | { type: "export"; export: BookExport };

/** GET /api/plans: what each sign-up plan includes, public (the home page and sign-up read it). */
export interface PlansResponse {
  plans: {
    oneTime: { credits: number };
    subscription: { credits: number; days: number; price: { amount: number; currency: string } | null };
  };
  /** ISO 4217: what every price is in and every checkout charges (CURRENCY). */
  currency: string;
  packages: CreditPackage[];
  /** The administrator's maintenance switch, so every screen can say so before Generate. */
  maintenanceMode: boolean;
  /** Nobody is charged while the administrator has credit deduction off. */
  disableCreditDeduction: boolean;
}

/** Books (docs/api.md, "Books"): KDP's numbers live in engine/books/kdp.ts. */
import type { Paper as BookPaper, Trim as BookTrim } from "../engine/books/kdp.js";

export type { BookPaper, BookTrim };

export interface BookFrontMatter {
  titlePage: boolean;
  copyrightPage: boolean;
  belongsTo: boolean;
}

export interface BookPage {
  generationId: string;
  tool: string;
  thumbUrl: string;
}

export interface Book {
  id: string;
  title: string;
  subtitle: string;
  author: string;
  trim: BookTrim;
  paper: BookPaper;
  bleed: boolean;
  blankBacks: boolean;
  /** An Answers section with the answer keys of the book's activity pages ends the interior (default true). */
  answers: boolean;
  pageNumbers: boolean;
  frontMatter: BookFrontMatter;
  pages: BookPage[];
  coverGenerationId: string | null;
  /** The cover design; null for the plain cover. */
  cover: CoverDesign | null;
  backText: string;
  /** Every printed page: front matter, art pages, blank backs and the padding to 24. */
  interiorPageCount: number;
  spineWidthIn: number;
  coverSizeIn: { width: number; height: number };
  createdAt: string;
  updatedAt: string;
}

type PreflightStatus = "pass" | "warn" | "fail";

export interface PreflightCheck {
  id: string;
  label: string;
  status: PreflightStatus;
  detail: string;
}

export interface Preflight {
  ok: boolean;
  checks: PreflightCheck[];
}

export type ExportKind = "interior" | "cover" | "printables";
export type ExportStatus = "queued" | "running" | "succeeded" | "failed";

export interface BookExport {
  id: string;
  bookId: string;
  kind: ExportKind;
  status: ExportStatus;
  /** 0 to 1. */
  progress: number;
  /** GET /api/exports/:id/file once succeeded. */
  url?: string;
  error?: { code: string; message: string } | null;
  createdAt: string;
  finishedAt: string | null;
}

/** POST /api/books/:id/batch without confirm: what the batch would cost. */
export interface BatchQuote {
  cost: number;
  credits: number;
}

/** GET /api/books/:id/provenance. */
export interface BookProvenance {
  bookId: string;
  pages: Array<{
    position: number;
    generationId: string;
    tool: string;
    provider: string;
    model: string | null;
    values: Record<string, unknown>;
    createdAt: string;
    aiGenerated: boolean;
  }>;
  cover: { generationId: string; tool: string; provider: string; model: string | null; aiGenerated: boolean } | null;
  report: string;
}
