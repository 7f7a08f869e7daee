import type { TextRequest } from "./types.js";

/** Quotes user text inside a prompt without letting it close the quotation early. */
const q = (s: string) => `"${s.trim().replace(/"/g, "'")}"`;

function ideasPrompt(theme: string, count: number): string {
  return [
    `Suggest ${count} original coloring page ideas for a coloring book about ${q(theme)}.`,
    "Each idea describes one printable black-and-white page in a single short line: a clear subject, what it is doing and where.",
    `Reply with exactly ${count} lines, each starting with "- ", and nothing else.`,
  ].join("\n");
}

// Sections come back separated by blank lines and are split on them, so the
// prompt forbids blank lines inside a section and asks for the one header the parser drops.
function descriptionPrompt(title: string): string {
  return [
    `Write an Amazon book listing for the coloring book ${q(title)}.`,
    "Reply in plain text with these five sections, in this order, separated by one blank line, with no other blank lines:",
    "1. The main description: one paragraph of 3 to 5 sentences.",
    '2. Key features and benefits: 5 lines, each starting with "- ".',
    "3. A call to action: one sentence.",
    '4. The line "Keywords:", then 7 long-tail keywords followed by 5 to 10 short-tail keywords, one keyword per line.',
    '5. 3 to 5 suggested Amazon categories, one per line, such as "Books › Crafts, Hobbies & Home › Coloring Books for Grown-Ups".',
    "Do not add titles or numbers to the sections and do not use markdown.",
  ].join("\n");
}

function copyrightPrompt(req: Extract<TextRequest, { generator: "copyright" }>): string {
  const year = req.year ?? new Date().getFullYear();
  return [
    `Write the copyright page for the book ${q(req.title)} by ${req.author.trim()}.`,
    "Include, in this order:",
    `- the line "Copyright © ${year} ${req.author.trim()}";`,
    '- an "All rights reserved." notice saying that no part of the book may be reproduced without written permission, except brief quotations in reviews;',
    "- a sentence allowing the buyer to copy the coloring pages for personal, non-commercial use;",
    req.isbn ? `- the line "ISBN: ${req.isbn.trim()}";` : "- no ISBN line;",
    req.publisher ? `- the line "Published by ${req.publisher.trim()}";` : "- no publisher line;",
    `- the line "First edition ${year}".`,
    "Plain text only, one item per line, no markdown and no HTML.",
  ].join("\n");
}

/** The single user message sent to a chat model. */
export function buildPrompt(req: TextRequest): string {
  switch (req.generator) {
    case "ideas":
      return ideasPrompt(req.theme, req.count);
    case "description":
      return descriptionPrompt(req.title);
    case "copyright":
      return copyrightPrompt(req);
    case "list":
      // A catalogue list tool: its own rendered prompt, and the reply shape the parser reads.
      return [req.prompt ?? "", `Reply with exactly ${req.count} lines, each starting with "- ", and nothing else.`]
        .join("\n")
        .trim();
  }
}
