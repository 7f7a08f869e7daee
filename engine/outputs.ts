/**
 * Every kind of output a tool makes, one line each: `image` kinds are pages drawn by the image
 * provider (queued on the image queue, stored as PNG, printable, cost 1 by default); the others
 * are text from the text provider.
 */
const outputs = {
  "line-art": { image: true },
  cover: { image: true },
  ideas: { image: false },
  description: { image: false },
  text: { image: false },
  /**
   * A puzzle or activity page with its answer key, drawn by our own engine (server/activities/)
   * whatever the image provider: stored and printed like a page, never sent to a model.
   */
  activity: { image: false },
} as const satisfies Record<string, { image: boolean }>;

export type OutputKind = keyof typeof outputs;
export type ImageOutput = { [K in OutputKind]: (typeof outputs)[K]["image"] extends true ? K : never }[OutputKind];
export const outputKinds = Object.keys(outputs) as [OutputKind, ...OutputKind[]];

/** Whether a tool's output is a page drawn by the image provider (false for an unknown kind). */
export function isImageOutput(kind: string | undefined): kind is ImageOutput {
  return kind !== undefined && Object.hasOwn(outputs, kind) && outputs[kind as OutputKind].image;
}
