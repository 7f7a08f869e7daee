// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToolPage } from "../../../web/pages/tool";
import { apiError, type FetchCall, fakeFetch, renderPage, testUser } from "./harness";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

// docs/api.md: a preview replaced by the user's newer one answers 409 preview-replaced
// (docs/decisions/045-fair-turns-between-users.md); only preview-unavailable ends previews.
describe("tool page: a replaced preview", () => {
  it("keeps previewing after a 409 preview-replaced, and shows the next preview", async () => {
    let asked = 0;
    const calls = fakeFetch((call: FetchCall) => {
      if (call.url !== "/api/previews") return undefined;
      asked++;
      return asked === 1
        ? apiError(409, "preview-replaced", "A newer preview of yours replaced this one before it was drawn.")
        : { body: { preview: { image: PNG, width: 512, height: 512, seed: 1, understood: [] } } };
    });
    renderPage(ToolPage, { route: "/$hub/$tool", url: "/kids/simple", user: testUser });
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "Subject" }, { timeout: 5000 });
    await user.type(input, "a cat");
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/previews").length).toBe(1), { timeout: 3000 });
    await user.type(input, " and a dog");
    const img = await screen.findByAltText("Preview of the page the built-in artist will draw", {}, { timeout: 3000 });
    expect(img.getAttribute("src")).toBe(PNG);
    expect(calls.filter((c) => c.url === "/api/previews").length).toBe(2);
  });
});
