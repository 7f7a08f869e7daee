// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Generation, GenerationOutput } from "../../../server/api-types";
import { LargeView } from "../../../web/pages/gallery-view";
import { AddToBook } from "../../../web/results/add-to-book";
import { ResultView } from "../../../web/results/result-view";
import { fakeFetch, renderPage, testUser } from "../pages/harness";

afterEach(cleanup);

const quality = { greyShare: 0, inkShare: 0.08, minStrokePt: 1.9, regions: 112, smallestRegionCm2: 1.4, leaks: 0 };
const axolotl = [{ word: "axolotl", drawnAs: "frog", exact: false, standIn: true as const }];
const page = (extra: Partial<Extract<GenerationOutput, { kind: "image" }>> = {}): GenerationOutput => ({
  kind: "image",
  url: "/api/images/g1",
  width: 1024,
  height: 1024,
  vector: true,
  quality: { ...quality, passed: true },
  understood: [{ word: "cat", drawnAs: "cat", exact: true }],
  extras: [],
  ...extra,
});

describe("honest badges next to a page", () => {
  it("a stand-in says what it is next to the result; a page drawn as asked says nothing of the kind", () => {
    render(<ResultView loading={false} alt="page" output={page({ understood: axolotl })} />);
    expect(screen.getByRole("note", { name: "Not drawn exactly" }).textContent).toBe(
      "Drawn as a frog — not an axolotl",
    );
    cleanup();
    render(<ResultView loading={false} alt="page" output={page()} />);
    expect(screen.queryByRole("note", { name: "Not drawn exactly" })).toBeNull();
    cleanup();
    render(<ResultView loading={false} alt="page" output={page({ understood: null, extras: null })} />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("Print-ready only when the gate passed", () => {
    render(<ResultView loading={false} alt="page" output={page()} />);
    expect(screen.getByRole("region", { name: "Print check" }).textContent).toContain("Print-ready");
    cleanup();
    render(
      <ResultView loading={false} alt="page" output={page({ quality: { ...quality, leaks: 2, passed: false } })} />,
    );
    const check = screen.getByRole("region", { name: "Print check" }).textContent ?? "";
    expect(check).not.toContain("Print-ready");
    expect(check).toContain("Check before printing");
  });

  it("names the objects nobody asked for", () => {
    render(<ResultView loading={false} alt="page" output={page({ extras: ["cat", "tulip", "cat"] })} />);
    expect(screen.getByText("Also on the page: 2 × cat, tulip")).toBeTruthy();
  });

  it("the add-to-book control says it before the page goes into a book", async () => {
    fakeFetch((call) => (call.url === "/api/books" ? { body: { books: [] } } : undefined));
    render(<AddToBook generationId="g1" understood={axolotl} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Add to book" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("note", { name: "Not drawn exactly" }).textContent).toContain(
      "Drawn as a frog — not an axolotl",
    );
    cleanup();
    render(<AddToBook generationId="g1" understood={[{ word: "cat", drawnAs: "cat", exact: true }]} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Add to book" }));
    expect(within(await screen.findByRole("dialog")).queryByRole("note")).toBeNull();
  });

  it("the gallery's large view shows it beside the picture", async () => {
    fakeFetch((call) => (call.url === "/api/books" ? { body: { books: [] } } : undefined));
    const g: Generation = {
      id: "g1",
      tool: "kids/simple",
      values: { subject: "an axolotl" },
      status: "succeeded",
      charged: 1,
      createdAt: new Date(0).toISOString(),
      finishedAt: new Date(0).toISOString(),
      output: page({ understood: axolotl }),
      error: null,
      favourite: false,
    };
    const none = () => undefined;
    renderPage(
      () => (
        <LargeView
          generation={g}
          tool={undefined}
          position={1}
          count={1}
          onClose={none}
          onMove={none}
          onAgain={none}
          onDelete={none}
          onFavourite={none}
        />
      ),
      { route: "/gallery", url: "/gallery", user: testUser },
    );
    const notes = await screen.findAllByRole("note", { name: "Not drawn exactly" });
    expect(notes.map((n) => n.textContent)).toEqual(["Drawn as a frog — not an axolotl"]);
  });
});
