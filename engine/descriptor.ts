import { z } from "zod";
import { fieldDescriptor } from "./fields/index.js";

export const outputKinds = ["line-art", "cover", "ideas", "description", "text"] as const;
export type OutputKind = (typeof outputKinds)[number];
export const imageOutputs: readonly OutputKind[] = ["line-art", "cover"];

export const sketchLayouts = [
  "motif",
  "scene",
  "letter",
  "lettering",
  "mandala",
  "pattern",
  "flag",
  "card",
  "cover",
] as const;

/** Keys the sketch engine reads; each value is a template rendered with the form's values. */
export const sketchKeys = [
  "subject",
  "subject2",
  "setting",
  "style",
  "mood",
  "letter",
  "text",
  "title",
  "subtitle",
  "caption",
  "palette",
  "frame",
  "decoration",
  "perspective",
  "container",
  "country",
  "variant",
] as const;

const template = z.string().min(1);

export const sketchDescriptor = z
  .object({
    layout: z.enum(sketchLayouts),
    ...Object.fromEntries(sketchKeys.map((k) => [k, template.optional()])),
  })
  .strict();

export const builtinGenerators = ["ideas", "description", "copyright"] as const;

export const builtinDescriptor = z
  .object({
    generator: z.enum(builtinGenerators),
    theme: template.optional(),
    count: template.optional(),
    title: template.optional(),
    author: template.optional(),
    isbn: template.optional(),
    publisher: template.optional(),
  })
  .strict();

export const toolDescriptor = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    icon: z.string().regex(/^[a-z0-9-]+$/, "icon is a lucide icon name in kebab-case, e.g. car"),
    output: z.enum(outputKinds),
    /** Credits one generation costs; images cost 1 (product-spec §6). */
    cost: z.number().int().min(0).optional(),
    /** Tool pages hide the back button, except where this is true (Cozy Building). */
    backButton: z.boolean().default(false),
    submitLabel: z.string().optional(),
    /** Toast when generation fails (default "Failed to generate image"). */
    failureMessage: z.string().optional(),
    fields: z.array(fieldDescriptor).min(1),
    prompt: template,
    sketch: sketchDescriptor.optional(),
    builtin: builtinDescriptor.optional(),
  })
  .strict()
  .superRefine((tool, ctx) => {
    const image = (imageOutputs as readonly string[]).includes(tool.output);
    if (image && !tool.sketch) {
      ctx.addIssue({ code: "custom", path: ["sketch"], message: "image tools need a sketch: block" });
    }
    if (!image && !tool.builtin) {
      ctx.addIssue({ code: "custom", path: ["builtin"], message: "text tools need a builtin: block" });
    }
    const seen = new Set<string>();
    tool.fields.forEach((f: { name: string }, i: number) => {
      if (seen.has(f.name)) {
        ctx.addIssue({ code: "custom", path: ["fields", i, "name"], message: `duplicate field name "${f.name}"` });
      }
      seen.add(f.name);
    });
  });

export type ToolDescriptor = z.infer<typeof toolDescriptor>;
export type SketchBlock = z.infer<typeof sketchDescriptor>;
export type BuiltinBlock = z.infer<typeof builtinDescriptor>;

export const hubsDescriptor = z
  .object({
    hubs: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            title: z.string(),
            description: z.string(),
            icon: z.string(),
            color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "color is a #rrggbb hex colour"),
            /** Tool slugs in card order on the hub grid; tools not named are routes only. */
            cards: z.array(z.string()),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type HubsFile = z.infer<typeof hubsDescriptor>;

const link = z.object({ title: z.string(), description: z.string().optional(), url: z.string().url() }).strict();

export const siteDescriptor = z
  .object({
    home: z
      .object({
        title: z.string(),
        subtitle: z.string(),
        badges: z.array(z.string()).length(3),
      })
      .strict(),
    recentUpdates: z.array(
      z.object({ title: z.string(), description: z.string(), date: z.string(), path: z.string() }).strict(),
    ),
    tutorials: z
      .object({
        templates: z.array(link),
        videos: z.array(
          z.object({ title: z.string(), description: z.string().optional(), url: z.string().url() }).strict(),
        ),
      })
      .strict(),
    publishingTools: z.array(link.extend({ icon: z.string().optional() })),
    packages: z
      .array(
        z
          .object({
            id: z.string(),
            credits: z.number().int().positive(),
            price: z.object({ amount: z.number().positive(), currency: z.string().length(3) }).strict(),
            label: z.string().optional(),
          })
          .strict(),
      )
      .min(1),
    /** The subscription plan's price per renewal period (issue: prices come from site.yaml). */
    subscription: z
      .object({
        price: z.object({ amount: z.number().positive(), currency: z.string().length(3) }).strict(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type Site = z.infer<typeof siteDescriptor>;

export const listFile = z.union([
  z.object({ options: z.array(z.union([z.string(), z.object({ value: z.string(), label: z.string() })])) }).strict(),
  z.object({ groups: z.array(z.object({ label: z.string(), options: z.array(z.string()).min(1) })) }).strict(),
]);
