// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrintActions } from "../../../web/results/print-actions";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("print actions: the colored reference sheet", () => {
  it("offers a line-art page's colored PDF on Letter and A4 and downloads GET /api/generations/:id/colored.pdf", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(new Blob(["%PDF"]), {
          headers: { "content-disposition": 'attachment; filename="alphabet-colored-2026.pdf"' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    render(<PrintActions generationId="g1" title="page" coloredReference />);
    fireEvent.click(screen.getByRole("button", { name: "Colored PDF Letter" }));
    await waitFor(() => expect(fetched).toEqual(["/api/generations/g1/colored.pdf?paper=letter&download=1"]));
    fireEvent.click(screen.getByRole("button", { name: "Colored PDF A4" }));
    await waitFor(() =>
      expect(fetched).toEqual([
        "/api/generations/g1/colored.pdf?paper=letter&download=1",
        "/api/generations/g1/colored.pdf?paper=a4&download=1",
      ]),
    );
  });

  it("addresses the 300 DPI PNG and the page PDFs by the generation", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(new Blob(["x"]), { headers: { "content-disposition": 'attachment; filename="p.pdf"' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    render(<PrintActions generationId="g 3" title="page" />);
    fireEvent.click(screen.getByRole("button", { name: "PNG 300 DPI" }));
    await waitFor(() => expect(fetched).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "PDF A4" }));
    await waitFor(() => expect(fetched).toHaveLength(2));
    expect(fetched).toEqual([
      "/api/images/g%203?size=print&download=1",
      "/api/generations/g%203/print.pdf?paper=a4&download=1",
    ]);
  });

  it("offers none for a cover", () => {
    render(<PrintActions generationId="g2" title="cover" />);
    expect(screen.queryByRole("button", { name: /^Colored PDF/ })).toBeNull();
    expect(screen.getByRole("button", { name: "PDF Letter" })).toBeTruthy();
  });
});
