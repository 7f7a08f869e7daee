/** Text providers for the content tools (product-spec §2 "Content Ideas screens", §7 "Text generation"). */
export { createBuiltinTextProvider } from "./builtin/index.js";
export { createOpenAITextProvider, type OpenAITextOptions } from "./openai.js";
export { parseDescription, parseIdeas } from "./parse.js";
export { buildPrompt } from "./prompts.js";
export { type TextProvider, TextProviderError, type TextRequest, type TextResult } from "./types.js";
