/**
 * The messages of request validation (product spec: accounts, books), written once: the server
 * answers with them and the web forms show them before a request is sent.
 */
export const requestMessages = {
  invalidEmail: "Invalid email address",
  enterEmail: "Please enter your email address",
  enterPassword: "Please enter your password",
  enterName: "Please enter your name",
  invalidToken: "This link is invalid or has expired. Please request a new one.",
  choosePlan: "Please choose a plan",
  bookTitle: "Please enter a title",
  exportKind: "Please choose interior, cover or printables",
  seed: "The seed must be a whole number from 0 to 2147483647",
  batchCount: "Please choose between 1 and 50 pages",
  unknownHub: "Unknown hub",
  unknownTool: "Unknown tool",
  choosePackage: "Please choose a credit package",
  creditsAndReason: "Please enter both credits and reason",
  validCredits: "Please enter a valid number of credits",
} as const;
