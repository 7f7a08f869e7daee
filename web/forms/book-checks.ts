import { batchBody, createBookBody } from "../../engine/api/books.js";
import { issueMessage } from "../../engine/api/field-errors.js";
import { requestMessages } from "../../engine/api/messages.js";

// The book dialogs of the tool page load these with the form engine, when they are used: the
// request schemas (zod) stay out of the page's first paint (docs/performance.md).

const titleRule = createBookBody.pick({ title: true });

/** What the server would say of a new book's title (docs/api.md, "Books"), or null when it will do. */
export function titleProblem(title: string): string | null {
  const checked = titleRule.safeParse({ title });
  const issue = checked.error?.issues[0];
  return issue ? issueMessage(titleRule, issue) : null;
}

/** What the server would say of a batch's page count, or null when it will do. */
export function countProblem(count: number): string | null {
  return batchBody.shape.count.safeParse(count).success ? null : requestMessages.batchCount;
}
