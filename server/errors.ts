import { requestMessages } from "../engine/api/messages.js";

/** The one way to raise a user-facing error: a status, a code and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** Seconds the client should wait (a 429's Retry-After header). */
  retryAfter?: number;
}

/** 429 too-many-requests with the seconds to wait, sent as Retry-After. */
export function throttled(retryAfter: number, message: string): AppError {
  const error = new AppError(429, "too-many-requests", message);
  error.retryAfter = Math.max(1, Math.ceil(retryAfter));
  return error;
}

export const messages = {
  unauthenticated: "Authentication required",
  signInToGenerate: "Please sign in to generate images",
  forbidden: "You do not have permission to do that",
  forbiddenOrigin: "This request came from another site and was refused",
  notFound: "Not found",
  internal: "Something went wrong on our side. Please try again.",
  noCredits: "No credits available. Please upgrade your plan or purchase more credits.",
  insufficientCredits: "Insufficient credits. Please upgrade your plan or purchase more credits.",
  failedToProcessCredits: "Failed to process credits",
  maintenance: "Inkling is down for maintenance. Please try again a little later.",
  invalidEmail: requestMessages.invalidEmail,
  wrongPassword: "Incorrect password",
  userNotFound: "User not found",
  userDisabled: "This account has been disabled. Please contact support.",
  tooManyRequests: "Too many sign-in attempts. Please wait a few minutes and try again.",
  tooManySignups: "Too many accounts were created from this network. Please try again later.",
  tooManyResets: "Too many password reset requests. Please wait a few minutes and try again.",
  tooManyVerifyMails: "Too many verification mails were sent. Please check your inbox or try again later.",
  tooManyPasswordChecks: "Too many wrong passwords. Please wait a few minutes and try again.",
  tooManyStreams: "Too many open live-update connections. Please close a tab and try again.",
  tooLarge: "The request is too large",
  notJson: "The request body must be JSON (Content-Type: application/json)",
  invalidBody: "The request body must be a JSON object",
  verifyEmailFirst:
    "Please verify your e-mail address before your first generation: open the link in the mail we sent you, or send a new one with the button below.",
  emailInUse: "Email already in use",
  weakPassword: "Password should be at least 6 characters",
  noAccountForEmail: "No account found with this email",
  invalidToken: requestMessages.invalidToken,
  enterEmail: requestMessages.enterEmail,
  creditsAndReason: requestMessages.creditsAndReason,
  validCredits: requestMessages.validCredits,
} as const;
