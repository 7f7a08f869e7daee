import { z } from "zod";
import { activityKinds } from "./api/puzzles.js";
import { fieldDescriptor, photoFields } from "./fields/index.js";

/** A catalogue name (hub, tool slug, list, field set, icon): lower-case kebab-case. */
export const NAME_PATTERN = "[a-z0-9-]+";
export const SLUG = new RegExp(`^${NAME_PATTERN}$`);
/** A tool's id: `<hub>/<slug>`. */
export const TOOL_ID = new RegExp(`^(${NAME_PATTERN})/(${NAME_PATTERN})$`);
/** A tool's file under catalog/: `<hub>/<slug>.yaml`. */
export const TOOL_FILE = new RegExp(`^(${NAME_PATTERN})/(${NAME_PATTERN})\\.ya?ml$`);

// The output kinds live in their own zod-free module, so the web app's first screens can ask
// "is this a page?" without loading the descriptor schemas.
export { type ImageOutput, isImageOutput } from "./outputs.js";

import { isImageOutput, type OutputKind, outputKinds } from "./outputs.js";

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
  /** A coloring page traced from the form's photo (an `image` field): server/photo/. */
  "photo",
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
  // The standard page options (catalog/fieldsets/page-options.yaml) arrive as raw values.
  "page",
  "detail",
  "lineWeight",
] as const;

const template = z.string().min(1);

/** Keys the activity engine reads; each value is a template rendered with the form's values. */
const activityKeys = [
  /** easy, medium or hard (anything else is medium). */
  "difficulty",
  /** Theme words: the word list of a word search, the pictures beside a maze or a sheet. */
  "theme",
  /** Maze shape: rectangle, circle, or a drawable subject ("dinosaur") for a shaped maze. */
  "shape",
  /** A user's own word list (word search), commas or new lines between words. */
  "words",
  /** The text to trace. */
  "text",
  /** Sudoku size: 4, 6 or 9. */
  "size",
  /** Worksheet header: "name" prints a name and date line. */
  "header",
  /** The page shape (catalog/fieldsets/activity-options.yaml) arrives as its raw value. */
  "page",
  /** Print size: standard, or large (16 pt letters or more, 0.4 in cells or more). */
  "print",
  /** A secret code's symbols: numbers, pictures or letters. */
  "code",
  /** A math worksheet's operation: addition, subtraction, multiplication, division or mixed. */
  "operation",
] as const;

const activityDescriptor = z
  .object({
    /** Puzzles and activity pages drawn by our own engine (server/activities/), never by a model. */
    type: z.enum(activityKinds),
    ...Object.fromEntries(activityKeys.map((k) => [k, template.optional()])),
  })
  .strict();

const sketchDescriptor = z
  .object({
    layout: z.enum(sketchLayouts),
    ...Object.fromEntries(sketchKeys.map((k) => [k, template.optional()])),
  })
  .strict();

/** A word-list name, usable as {{name}} in a list generator's patterns. */
const wordListName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, "a word-list name is letters and digits, e.g. adjective");

/**
 * The offline text generators, one object shape each, told apart by `generator:`. Values are
 * templates rendered with the form's values; a list generator's `patterns` also read its word
 * lists (one word picked at random per list, per item).
 */
const builtinDescriptor = z.discriminatedUnion("generator", [
  z.object({ generator: z.literal("ideas"), theme: template, count: template.optional() }).strict(),
  z.object({ generator: z.literal("description"), title: template }).strict(),
  z
    .object({
      generator: z.literal("copyright"),
      title: template,
      author: template,
      isbn: template.optional(),
      publisher: template.optional(),
    })
    .strict(),
  z
    .object({
      generator: z.literal("list"),
      /** How many items (a template, e.g. "{{count}}"); default 10, at most 50. */
      count: template.optional(),
      patterns: z.array(template).min(1),
      words: z.record(wordListName, z.array(z.string().min(1)).min(1)).optional(),
    })
    .strict(),
]);

type BuiltinGenerator = z.infer<typeof builtinDescriptor>["generator"];

/** The output each text generator's answer is shown as. */
const builtinOutputs: Record<BuiltinGenerator, OutputKind> = {
  ideas: "ideas",
  list: "ideas",
  description: "description",
  copyright: "text",
};

export const toolDescriptor = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    icon: z.string().regex(SLUG, "icon is a lucide icon name in kebab-case, e.g. car"),
    output: z.enum(outputKinds),
    /** Credits one generation costs; images cost 1. */
    cost: z.number().int().min(0).optional(),
    /** Tool pages hide the back button, except where this is true (Cozy Building). */
    backButton: z.boolean().default(false),
    submitLabel: z.string().optional(),
    /** Toast when generation fails (default "Failed to generate image"). */
    failureMessage: z.string().optional(),
    /**
     * Shared field sets (catalog/fieldsets/<name>.yaml) whose fields follow this tool's own and
     * whose prompt line follows its prompt, e.g. [page-options] on every line-art tool.
     */
    include: z.array(z.string().regex(SLUG, "a field set name, e.g. page-options")).optional(),
    fields: z.array(fieldDescriptor).min(1),
    prompt: template,
    sketch: sketchDescriptor.optional(),
    builtin: builtinDescriptor.optional(),
    activity: activityDescriptor.optional(),
    /**
     * Words people search for that the title and description do not say: what the tool draws
     * (subjects, themes), synonyms and everyday names ("worksheet", "labyrinth", "word find").
     */
    keywords: z.array(z.string().min(1)).optional(),
  })
  .strict()
  .superRefine((tool, ctx) => {
    const image = isImageOutput(tool.output);
    if (image && !tool.sketch) {
      ctx.addIssue({ code: "custom", path: ["sketch"], message: "image tools need a sketch: block" });
    }
    if (tool.output === "activity" && !tool.activity) {
      ctx.addIssue({ code: "custom", path: ["activity"], message: "activity tools need an activity: block" });
    }
    if (tool.activity && tool.output !== "activity") {
      ctx.addIssue({
        code: "custom",
        path: ["output"],
        message: "a tool with an activity: block has output: activity",
      });
    }
    if (!image && tool.output !== "activity" && !tool.builtin) {
      ctx.addIssue({ code: "custom", path: ["builtin"], message: "text tools need a builtin: block" });
    }
    if (tool.builtin && builtinOutputs[tool.builtin.generator] !== tool.output) {
      const want = builtinOutputs[tool.builtin.generator];
      ctx.addIssue({
        code: "custom",
        path: ["output"],
        message: `the ${tool.builtin.generator} generator's answer is shown as output: ${want}, not ${tool.output}`,
      });
    }
    // A photo page is traced from the form's photo; a photo field on any other page is unused.
    const photos = photoFields(tool.fields).length;
    if (tool.sketch?.layout === "photo" && photos !== 1) {
      ctx.addIssue({ code: "custom", path: ["fields"], message: "the photo layout needs exactly one image field" });
    }
    if (photos > 0 && tool.sketch?.layout !== "photo") {
      ctx.addIssue({
        code: "custom",
        path: ["sketch", "layout"],
        message: "a tool with an image field draws from the photo: use layout: photo",
      });
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
export type BuiltinBlock = z.infer<typeof builtinDescriptor>;

export const hubsDescriptor = z
  .object({
    hubs: z
      .array(
        z
          .object({
            id: z.string().regex(SLUG),
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

const link = z.object({ title: z.string(), description: z.string().optional(), url: z.string().url() }).strict();

export const siteDescriptor = z
  .object({
    home: z
      .object({
        title: z.string(),
        subtitle: z.string(),
        badges: z.array(z.string()).length(3),
        /**
         * The general tool (`hub/slug`): a page of any subject. The home page opens with it, and
         * search offers it first when the query names no tool.
         */
        featured: z
          .string()
          .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "a tool id, e.g. doodle/coloring-page")
          .optional(),
      })
      .strict(),
    recentUpdates: z.array(
      z.object({ title: z.string(), description: z.string(), date: z.string(), path: z.string() }).strict(),
    ),
    tutorials: z
      .object({
        templates: z.array(link),
        /**
         * Each tutorial plays the operator's own video (`url`) when one is set, else steps
         * through screenshots of the app (`steps`, files in web/public/tutorials/ that the
         * browser tests take afresh on every run).
         */
        videos: z.array(
          z
            .object({
              title: z.string(),
              description: z.string().optional(),
              url: z.string().url().optional(),
              steps: z
                .array(
                  z
                    .object({
                      image: z.string().regex(/^[a-z0-9-]+\.(jpg|png)$/, "a file name in web/public/tutorials"),
                      caption: z.string().min(1),
                    })
                    .strict(),
                )
                .optional(),
            })
            .strict()
            .refine((v) => v.url || v.steps?.length, "a tutorial needs a video url or steps"),
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

/** catalog/fieldsets/<name>.yaml: fields declared once, included by many tools. */
export const fieldSetFile = z
  .object({
    description: z.string().optional(),
    fields: z.array(fieldDescriptor).min(1),
    /** A template appended to the prompt of every tool that includes the set. */
    prompt: template.optional(),
  })
  .strict();

export type FieldSetFile = z.infer<typeof fieldSetFile>;

export const listFile = z.union([
  z.object({ options: z.array(z.union([z.string(), z.object({ value: z.string(), label: z.string() })])) }).strict(),
  z.object({ groups: z.array(z.object({ label: z.string(), options: z.array(z.string()).min(1) })) }).strict(),
]);
