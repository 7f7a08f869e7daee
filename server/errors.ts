/** The one way to raise a user-facing error: a status, a code and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
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
  invalidEmail: "Invalid email address",
  wrongPassword: "Incorrect password",
  userNotFound: "User not found",
  userDisabled: "This account has been disabled. Please contact support.",
  tooManyRequests: "Too many sign-in attempts. Please wait a few minutes and try again.",
  emailInUse: "Email already in use",
  weakPassword: "Password should be at least 6 characters",
  noAccountForEmail: "No account found with this email",
  invalidToken: "This link is invalid or has expired. Please request a new one.",
  enterEmail: "Please enter your email address",
  creditsAndReason: "Please enter both credits and reason",
  validCredits: "Please enter a valid number of credits",
} as const;
