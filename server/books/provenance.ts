import type { Catalog } from "../../engine/catalog.js";
import type { BookProvenance } from "../api-types.js";
import type { Config } from "../config.js";
import type { DB } from "../db/database.js";
import type { BookRow, GenerationRow } from "../db/schema.js";
import { backCoverTemplateUse } from "../text/builtin/back-cover.js";
import { bookPageRows } from "./load.js";

/** Providers that draw from their own procedural art and fonts, with no AI model. */
const BUILT_IN = new Set(["Sketch", "Inkling"]);

function modelOf(provider: string, config: Config): string | null {
  if (BUILT_IN.has(provider)) return null;
  if (/azure/i.test(provider)) return config.AZURE_OPENAI_DEPLOYMENT ?? config.OPENAI_IMAGE_MODEL;
  return config.OPENAI_IMAGE_MODEL;
}

function describe(row: GenerationRow, catalog: Catalog, config: Config) {
  return {
    generationId: row.id,
    tool: row.tool,
    toolTitle: catalog.byId.get(row.tool)?.title ?? row.tool,
    provider: row.provider,
    // Recorded with the page since migration 009; older pages name the model configured now.
    model: row.model ?? modelOf(row.provider, config),
    aiGenerated: !BUILT_IN.has(row.provider),
  };
}

/**
 * Per page, which tool, provider, model and values made it, and a short report answering KDP's
 * AI-content questions: KDP asks whether text, images or translations were AI-generated (made by
 * an AI tool, even if edited afterwards) as opposed to AI-assisted.
 */
export async function bookProvenance(db: DB, catalog: Catalog, config: Config, book: BookRow): Promise<BookProvenance> {
  const rows = await bookPageRows(db, book.id);
  const pages = rows.map((row, i) => {
    const d = describe(row, catalog, config);
    return {
      position: i + 1,
      generationId: d.generationId,
      tool: d.tool,
      provider: d.provider,
      model: d.model,
      values: JSON.parse(row.values_json) as Record<string, unknown>,
      createdAt: row.created_at,
      aiGenerated: d.aiGenerated,
    };
  });
  const coverRow = book.cover_generation_id
    ? await db.selectFrom("generations").selectAll().where("id", "=", book.cover_generation_id).executeTakeFirst()
    : undefined;
  const cover = coverRow ? describe(coverRow, catalog, config) : null;
  const aiPages = pages.filter((p) => p.aiGenerated);
  const described = await backTextSource(db, book);
  const template = backCoverTemplateUse(book.back_text);
  // Text Inkling or a model wrote is recorded as theirs, whoever saved it (`edited`: the author
  // changed the template's words).
  const backText: BookProvenance["backText"] = !book.back_text.trim()
    ? null
    : described?.aiGenerated
      ? { source: "model", edited: false, aiGenerated: true }
      : template || described
        ? { source: "template", edited: template !== "kept", aiGenerated: false }
        : { source: "author", edited: false, aiGenerated: false };
  const rest = "the copyright page is a fixed template filled with the book's title, author and year.";
  const textLine = described?.aiGenerated
    ? `AI-generated. The back text was written by ${described.provider}${described.model ? ` (${described.model})` : ""} with the store-description tool (generation ${described.generationId}) and kept by the author. The title, subtitle and author were written by the author; ${rest}`
    : template
      ? `Not AI-generated. The back text was written by Inkling's built-in back-cover template from the book's title and page count (no AI model)${template === "edited" ? " and edited by the author" : ", as generated"}; the title, subtitle and author were written by the author; ${rest}`
      : `Not AI-generated. The title, subtitle, author and back text were written by the author${described ? " (the back text starting from Inkling's built-in description template, no AI model)" : ""}; ${rest}`;
  const lines: string[] = [
    `Provenance of "${book.title}"${book.author ? ` by ${book.author}` : ""}`,
    `Made with Inkling. ${pages.length} art pages${cover ? " and a cover" : ""}.`,
    "",
    "KDP's AI-generated content questions:",
    `- Images: ${
      aiPages.length || cover?.aiGenerated
        ? `AI-generated. ${aiPages.length} of ${pages.length} pages${cover?.aiGenerated ? " and the cover art" : ""} were drawn by ${[
            ...new Set([
              ...aiPages.map((p) => `${p.provider}${p.model ? ` (${p.model})` : ""}`),
              ...(cover?.aiGenerated ? [`${cover.provider}${cover.model ? ` (${cover.model})` : ""}`] : []),
            ]),
          ].join(", ")}.`
        : "Not AI-generated. Every page was drawn by Inkling's built-in procedural engine from its own line drawings and fonts; no AI image model was used."
    }`,
    `- Text: ${textLine}`,
    "- Translations: None.",
    "",
    "Pages:",
    ...pages.map(
      (p) =>
        `${p.position}. ${catalog.byId.get(p.tool)?.title ?? p.tool} (${p.tool}) by ${p.provider}${p.model ? `, model ${p.model}` : ""}, ${p.createdAt}: ${Object.entries(
          p.values,
        )
          .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
          .join(", ")}`,
    ),
    ...(cover
      ? [
          "",
          `Cover: ${cover.toolTitle} (${cover.tool}) by ${cover.provider}${cover.model ? `, model ${cover.model}` : ""}`,
        ]
      : []),
  ];
  return {
    bookId: book.id,
    pages,
    cover: cover
      ? {
          generationId: cover.generationId,
          tool: cover.tool,
          provider: cover.provider,
          model: cover.model,
          aiGenerated: cover.aiGenerated,
        }
      : null,
    backText,
    report: lines.join("\n"),
  };
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Whether the back text came from one of the owner's store descriptions (the book screen's
 * "Write it for me"): its opening words are found in the back text. Null when none matches.
 */
async function backTextSource(db: DB, book: BookRow) {
  const back = squash(book.back_text);
  if (back.length < 20) return null;
  const rows = await db
    .selectFrom("generations")
    .select(["id", "provider", "model", "output_json"])
    .where("user_id", "=", book.user_id)
    .where("status", "=", "succeeded")
    .where("output_json", "like", '%"kind":"description"%')
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  for (const row of rows) {
    const output = JSON.parse(row.output_json ?? "null") as { description?: { description?: string } } | null;
    const opening = squash(output?.description?.description ?? "").slice(0, 120);
    if (opening.length >= 20 && back.includes(opening)) {
      return {
        generationId: row.id,
        provider: row.provider,
        model: row.model,
        aiGenerated: !BUILT_IN.has(row.provider),
      };
    }
  }
  return null;
}
