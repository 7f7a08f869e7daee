// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}

import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PublishingToolsPage } from "../../../web/pages/info/publishing-tools";
import { TutorialPage } from "../../../web/pages/info/tutorial";
import { fakeFetch, realCatalog, renderWithShell } from "./harness";

const catalog = realCatalog();
const site = catalog.site;
// An operator's own video is tested with the real catalogue but a local address, so no iframe
// reaches the network.
const offline = {
  ...catalog,
  site: {
    ...site,
    tutorials: {
      ...site.tutorials,
      videos: site.tutorials.videos.map((v, i) => ({ ...v, url: `about:blank#video-${i}` })),
    },
  },
};

function openFirstVideo() {
  fakeFetch(() => undefined);
  renderWithShell(<TutorialPage />, { catalog: offline });
  const video = offline.site.tutorials.videos[0]!;
  const opener = screen.getByRole("button", { name: new RegExp(video.title) });
  opener.focus();
  fireEvent.click(opener);
  return { video, opener, dialog: screen.getByRole("dialog", { name: video.title }) };
}

describe("tutorial page (spec §2 'Tutorial', §9: 3 templates, 7 videos)", () => {
  it("lists the catalogue's templates as new-tab links and its videos as buttons", () => {
    fakeFetch(() => undefined);
    renderWithShell(<TutorialPage />);
    expect(site.tutorials.templates).toHaveLength(3);
    expect(site.tutorials.videos).toHaveLength(7);
    for (const t of site.tutorials.templates) {
      const link = screen.getByRole("link", { name: new RegExp(t.title) });
      expect(link.getAttribute("href")).toBe(t.url);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    for (const v of site.tutorials.videos) screen.getByRole("button", { name: new RegExp(v.title) });
  });

  it("plays a video in a modal that closes on Escape and gives focus back", () => {
    const { video, opener, dialog } = openFirstVideo();
    const frame = dialog.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(video.url);
    expect(frame?.getAttribute("title")).toBe(video.title);
    // Focus moves into the dialog while it is open.
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on the Close button and on the backdrop", () => {
    const { dialog } = openFirstVideo();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: new RegExp(site.tutorials.videos[1]!.title) }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("tutorials without a video step through screenshots of the app", () => {
  it("every step of every tutorial has its screenshot in web/public/tutorials", () => {
    for (const v of site.tutorials.videos) {
      expect(v.url ?? v.steps?.length, v.title).toBeTruthy();
      for (const step of v.steps ?? []) {
        const file = resolve("web/public/tutorials", step.image);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeGreaterThan(10_000);
      }
    }
  });

  it("shows step 1 of n with its caption, then Next, Previous and the arrow keys move between steps", () => {
    fakeFetch(() => undefined);
    renderWithShell(<TutorialPage />);
    const tutorial = site.tutorials.videos[0]!;
    const steps = tutorial.steps!;
    fireEvent.click(screen.getByRole("button", { name: new RegExp(tutorial.title) }));
    const dialog = screen.getByRole("dialog", { name: tutorial.title });
    expect(dialog.querySelector("iframe")).toBeNull();
    const shown = () => within(dialog).getByRole("img");
    expect(shown().getAttribute("src")).toBe(`/tutorials/${steps[0]!.image}`);
    expect(shown().getAttribute("alt")).toBe(steps[0]!.caption);
    expect(within(dialog).getByText(`Step 1 of ${steps.length}`)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(shown().getAttribute("src")).toBe(`/tutorials/${steps[1]!.image}`);
    expect(within(dialog).getByText(steps[1]!.caption)).toBeTruthy();
    fireEvent.keyDown(shown(), { key: "ArrowRight" });
    expect(within(dialog).getByText(`Step 3 of ${steps.length}`)).toBeTruthy();
    fireEvent.keyDown(shown(), { key: "ArrowLeft" });
    expect(within(dialog).getByText(`Step 2 of ${steps.length}`)).toBeTruthy();
  });
});

describe("publishing tools page (spec §2, §9: three cards)", () => {
  it("shows each catalogue tool as a link opening in a new tab without opener access", () => {
    fakeFetch(() => undefined);
    renderWithShell(<PublishingToolsPage />);
    expect(site.publishingTools).toHaveLength(3);
    for (const t of site.publishingTools) {
      const link = screen.getByRole("link", { name: new RegExp(t.title) });
      expect(link.getAttribute("href")).toBe(t.url);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });
});
