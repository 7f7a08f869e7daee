import type { TextProvider } from "../types.js";
import { builtinCopyright } from "./copyright.js";
import { builtinDescription } from "./description.js";
import { builtinIdeas } from "./ideas.js";
import { builtinList } from "./list.js";

/** The offline default (ARCHITECTURE.md "Providers"): templates and word lists, no network, no cost. */
export function createBuiltinTextProvider(): TextProvider {
  return {
    name: "Inkling",
    async generate(req) {
      switch (req.generator) {
        case "ideas":
          return { kind: "ideas", ideas: builtinIdeas(req.theme, req.count, req.seed) };
        case "description":
          return { kind: "description", description: builtinDescription(req.title, req.seed) };
        case "copyright":
          return { kind: "text", text: builtinCopyright(req) };
        case "list":
          return { kind: "ideas", ideas: builtinList(req, req.seed) };
      }
    },
  };
}
