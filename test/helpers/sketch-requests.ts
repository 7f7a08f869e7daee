import type { SketchRequest } from "../../server/sketch/index.js";

/** A kids motif page of `subject` on a portrait page at medium detail, as the composition tests draw it. */
export const portraitMotif = (subject: string, seed: number): SketchRequest => ({
  toolId: "kids/test",
  hub: "kids",
  output: "line-art",
  sketch: { layout: "motif", subject, page: "portrait", detail: "medium" },
  seed,
});
