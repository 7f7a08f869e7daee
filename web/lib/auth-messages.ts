import { ApiError } from "./api";

/**
 * The API's error codes → the spec's toast texts. Unmapped codes give
 * each flow's default; throttling and disabled accounts show the server's own message.
 */
const NETWORK_MESSAGE = "Network error. Please check your internet connection.";

type Table = Record<string, string | ((e: ApiError) => string)>;
const serverMessage = (e: ApiError) => e.message;

const common: Table = {
  "network-request-failed": NETWORK_MESSAGE,
  "invalid-email": "Invalid email address",
  "too-many-requests": serverMessage,
};

export const signInMessages: Table = {
  ...common,
  "wrong-password": "Incorrect password",
  "user-not-found": "User not found",
  "user-disabled": serverMessage,
};

export const signUpMessages: Table = {
  ...common,
  "email-already-in-use": "Email already in use",
  "weak-password": "Password should be at least 6 characters",
};

export const resetMessages: Table = {
  ...common,
  "user-not-found": "No account found with this email",
};

export function messageFor(error: unknown, table: Table, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const entry = table[error.code];
  if (typeof entry === "function") return entry(error) || fallback;
  return entry ?? fallback;
}
