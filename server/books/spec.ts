import { interiorPageCount, type Paper, type PlanOptions, type Trim } from "../../engine/books/kdp.js";
import type { CoverDesign } from "../../engine/covers/templates.js";
import { type AnswerKey, answersPages } from "../activities/book-answers.js";
import type { ActivityRequest } from "../activities/types.js";

/** One page's original as the print module keeps it (server/print/source.ts). */
export interface PageSource {
  kind: "line-art" | "cover";
  png: Uint8Array;
  svg: string | null;
  /** The quality gate's thinnest stroke at the 8.5x11 print size, when measured. */
  minStrokePt: number | null;
  /**
   * What the page shows, for the cover's choice of pages (server/covers/art.ts): its subject's
   * words, null for a page without one (lettering, a pattern, a mandala, a flag, a puzzle);
   * left out when not known.
   */
  subject?: string | null;
  /**
   * An activity page's request and seed: the interior draws it again for the size it prints at
   * on the book's trim (server/books/render.ts, docs/activities.md "In a book").
   */
  activity?: { request: ActivityRequest; seed: number };
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

/** The facts a book's page plan is read from: a BookSpec, or a book's rows before its files are made. */
export interface PlanFacts {
  pages: readonly unknown[];
  blankBacks: boolean;
  frontMatter: BookSpec["frontMatter"];
  /** The answer keys the Answers section prints (none when the book has it off). */
  answers?: readonly unknown[];
}

/** The page plan's options for this book (engine/books/kdp.ts pagePlan): one reading for every file. */
export function planOptions(book: PlanFacts): PlanOptions {
  return {
    artPages: book.pages.length,
    blankBacks: book.blankBacks,
    frontMatter: book.frontMatter,
    answerPages: answersPages(book.answers?.length ?? 0),
  };
}

/**
 * The book's printed page count, Answers section included: the one count the interior, every
 * cover (plain and designed), the cover preview, the preflight and the API's figures use, so the
 * spine is always as wide as the interior is thick.
 */
export function bookPageCount(book: PlanFacts): number {
  return interiorPageCount(planOptions(book));
}

/**
 * Whether the interior prints page numbers: when the book asks for them, and always when it has
 * an Answers section, whose keys are labelled with their puzzles' page numbers ("Page 7").
 */
export function printsPageNumbers(chosen: boolean, answerKeys: number): boolean {
  return chosen || answerKeys > 0;
}
