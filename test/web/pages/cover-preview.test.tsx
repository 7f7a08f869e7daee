// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CoverPreview } from "../../../web/pages/books/cover-preview";
import { makeBook, pic } from "./book-fixture";

afterEach(cleanup);

const renderedHref = (title: string) => {
  const { container } = render(
    <CoverPreview book={makeBook({ title, pages: [pic("g1")], coverGenerationId: "g1" })} coverUrl={null} />,
  );
  const href = container.querySelector("image")?.getAttribute("href") ?? "";
  cleanup();
  return href;
};

describe("the cover preview's rendered cover", () => {
  it("is GET /api/books/:id/cover-preview.png, asked again when the printed cover changes", () => {
    const first = renderedHref("Dino Days");
    expect(first).toMatch(/^\/api\/books\/b1\/cover-preview\.png\?v=[0-9a-z]+$/);
    expect(renderedHref("Dino Days")).toBe(first);
    expect(renderedHref("Dino Nights")).not.toBe(first);
  });
});
