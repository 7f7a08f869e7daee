// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResultView } from "../../../web/results/result-view";

afterEach(cleanup);

describe("result view: what each word was drawn as", () => {
  it("says under the picture which words were drawn as something else", () => {
    render(
      <ResultView
        loading={false}
        alt="page"
        output={{
          kind: "image",
          url: "/api/images/x",
          vector: true,
          quality: null,
          width: 1024,
          height: 1024,
          extras: [],
          understood: [
            { word: "cat", drawnAs: "cat", exact: true },
            { word: "xylophone", drawnAs: "drum", exact: false },
            { word: "quokka", drawnAs: null, exact: false },
            { word: "100", drawnAs: "twelve lady beetles (the most one page holds)", exact: false },
            { word: "one-eyed", drawnAs: "robot with two eyes (no one-eyed drawing of it)", exact: false },
          ],
        }}
      />,
    );
    const list = screen.getByRole("list", { name: "How your words were drawn" });
    expect(list.textContent).toContain("xylophone → drawn as a drum");
    expect(list.textContent).toContain("quokka → not drawn");
    expect(list.textContent).toContain("100 → drawn as twelve lady beetles (the most one page holds)");
    expect(list.textContent).toContain("one-eyed → drawn as a robot with two eyes");
    expect(list.textContent).not.toContain("cat →");
  });

  it("shows nothing extra when every word was drawn as itself, or for model output", () => {
    render(
      <ResultView
        loading={false}
        alt="page"
        output={{
          kind: "image",
          url: "/x",
          width: 1,
          height: 1,
          vector: false,
          quality: null,
          understood: null,
          extras: null,
        }}
      />,
    );
    expect(screen.queryByRole("list")).toBeNull();
  });
});
