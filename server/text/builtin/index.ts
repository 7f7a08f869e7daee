import type { TextProvider } from "../types.js";
import { builtinCopyright } from "./copyright.js";
import { builtinDescription } from "./description.js";
import { builtinIdeas } from "./ideas.js";
import { builtinList } from "./list.js";

interface BuiltinTextOptions {
  /** Whether the page artist draws each idea as written (set when it is the built-in engine). */
  drawable?: (ideas: string[], owner?: string) => Promise<boolean[]>;
}

/** The offline default (docs/architecture.md "Providers"): templates and word lists, no network, no cost. */
export function createBuiltinTextProvider(options: BuiltinTextOptions = {}): TextProvider {
  const { drawable } = options;
  return {
    name: "Inkling",
    async generate(req) {
      switch (req.generator) {
        case "ideas":
          return {
            kind: "ideas",
            ideas: await builtinIdeas(
              req.theme,
              req.count,
              req.seed,
              drawable && ((ideas) => drawable(ideas, req.owner)),
            ),
          };
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
