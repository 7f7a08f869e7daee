interface CopyrightInput {
  title: string;
  author: string;
  isbn?: string;
  publisher?: string;
  year?: number;
  /**
   * What the book holds, when a book's own copyright page is made (server/books/contents.ts): a
   * sentence with its counts per kind, and the noun the copying line uses ("puzzles and coloring pages").
   */
  contents?: { sentence: string; noun: string };
}

/**
 * A standard copyright page as plain text with line breaks.
 * The ISBN and publisher lines appear only when given.
 */
export function builtinCopyright(input: CopyrightInput): string {
  const year = input.year ?? new Date().getFullYear();
  const title = input.title.trim();
  const author = input.author.trim();
  const isbn = input.isbn?.trim();
  const publisher = input.publisher?.trim();
  const holder = publisher && !INDEPENDENT.test(publisher) ? "the publisher" : "the author";
  const lines: Array<string | null> = [
    title,
    "",
    ...(input.contents ? [input.contents.sentence, ""] : []),
    `Copyright © ${year} ${author}`,
    "",
    `All rights reserved. No part of this book may be reproduced, stored in a retrieval system, or transmitted in any form or by any means, electronic, mechanical, photocopying, recording or otherwise, without the prior written permission of ${holder}, except for brief quotations used in reviews and certain other non-commercial uses permitted by copyright law.`,
    "",
    `The purchaser may copy the ${input.contents?.noun ?? "coloring pages"} in this book for personal, non-commercial use only.`,
    "",
    "While every care has been taken in preparing this book, the author and publisher accept no responsibility for errors or omissions.",
    "",
    isbn ? `ISBN: ${isbn}` : null,
    publisher ? publisherLine(publisher) : null,
    `First edition, ${year}`,
  ];
  return lines.filter((l): l is string => l !== null).join("\n");
}

/** "Independently published" is KDP's own imprint wording: it is the line, not a publisher's name. */
const INDEPENDENT = /^independently[- ]published\.?$/i;
function publisherLine(publisher: string): string {
  return INDEPENDENT.test(publisher) ? "Independently published" : `Published by ${publisher}`;
}
