import type { Paper, PlanOptions, Trim } from "../../engine/books/kdp.js";
import type { CoverDesign } from "../../engine/covers/templates.js";
import { type AnswerKey, answersPages } from "../activities/book-answers.js";

/** One page's original as the print module keeps it (server/print/source.ts). */
export interface PageSource {
  kind: "line-art" | "cover";
  png: Uint8Array;
  svg: string | null;
  /** The quality gate's thinnest stroke at the 8.5x11 print size, when measured. */
  minStrokePt: number | null;
}

/**
 * Everything a book's files are made from, read from the database and the image store on the
 * main thread and handed to the export worker (server/books/worker.ts): the worker never reads
 * the database, so exports see the book as it was when they started.
 */
export interface BookSpec {
  title: string;
  subtitle: string;
  author: string;
  trim: Trim;
  paper: Paper;
  bleed: boolean;
  blankBacks: boolean;
  pageNumbers: boolean;
  frontMatter: { titlePage: boolean; copyrightPage: boolean; belongsTo: boolean };
  backText: string;
  /** The copyright page's text (the copyright tool's built-in template with the book's facts). */
  copyrightText: string;
  pages: PageSource[];
  cover: PageSource | null;
  /** The chosen cover design (`book.cover`), or null for the plain cover. */
  design: CoverDesign | null;
  /** The pages the design shows, in the order chosen (empty: the book's first pages). */
  coverPages: PageSource[];
  /** The answer keys of the book's activity pages, when the book prints its Answers section. */
  answers?: AnswerKey[];
}

/** The page plan's options for this book (engine/books/kdp.ts pagePlan): one reading for every file. */
export function planOptions(spec: Omit<BookSpec, "cover" | "copyrightText">): PlanOptions {
  return {
    artPages: spec.pages.length,
    blankBacks: spec.blankBacks,
    frontMatter: spec.frontMatter,
    answerPages: answersPages(spec.answers?.length ?? 0),
  };
}
