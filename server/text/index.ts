/** Text providers for the content tools. */
export { createBuiltinTextProvider } from "./builtin/index.js";
export { createOpenAITextProvider } from "./openai.js";
export { parseDescription, parseIdeas } from "./parse.js";

export { type TextProvider, TextProviderError, type TextRequest, type TextResult } from "./types.js";
