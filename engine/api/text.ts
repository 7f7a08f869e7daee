import { z } from "zod";
import { unreadableText } from "../readable-text.js";

/** A string whose text is readable (engine/readable-text.ts), with the rule's own message. */
export const readableString = () =>
  z.string().superRefine((text, ctx) => {
    const message = unreadableText(text);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** Any value as a string: a missing or non-string value is the empty string. */
export const lenientString = () => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
