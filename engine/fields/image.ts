import { z } from "zod";
import type { FieldType } from "./types.js";

/**
 * A photo (docs/api.md, "Uploads"): the browser uploads it first (POST /api/uploads) and the form's
 * value is the upload's id. Whether the id is one of the caller's own uploads is the server's
 * check (400 `invalid-input`); the shared schema checks only that an id is there.
 */
const imageDescriptor = z
  .object({
    type: z.literal("image"),
    name: z.string(),
    label: z.string(),
    help: z.string().optional(),
    /** The message when no photo was uploaded; a photo field is always required. */
    required: z.string(),
    /** Offer the phone's camera as well as its photo library (default true). */
    camera: z.boolean().optional(),
  })
  .strict();

export type ImageField = z.infer<typeof imageDescriptor>;

/** Upload ids are the server's opaque URL-safe ids (server/ids.ts). */
const UPLOAD_ID = /^[A-Za-z0-9_-]{6,64}$/;

export const imageField: FieldType<ImageField> = {
  type: "image",
  descriptor: imageDescriptor,
  // Aborts: a value that is no upload id (a megabyte of text) is read no further.
  value: (field) =>
    z
      .string({ error: field.required })
      .trim()
      .min(1, field.required)
      .refine((v) => UPLOAD_ID.test(v), { message: field.required, abort: true }),
  defaultValue: () => "",
  sample: () => "sampleupload0001",
  // The photo itself never enters a prompt: a model receives it as an image (docs/catalog.md).
  promptValue: () => "the photo",
  upload: true,
};
