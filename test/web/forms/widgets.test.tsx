// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SuggestField } from "../../../engine/fields/index.js";
import { ToolForm } from "../../../web/forms/tool-form";
import { fieldOf, realTool, ToastHost } from "./helpers";

function renderTool(id: string) {
  const onSubmit = vi.fn();
  const tool = realTool(id);
  render(
    <>
      <ToolForm tool={tool} onSubmit={onSubmit} />
      <ToastHost />
    </>,
  );
  return { onSubmit, tool, user: userEvent.setup() };
}

/** The standard page options of every line-art tool, with their defaults (catalog/fieldsets/page-options.yaml). */
const pageOptions = { page: "square", detail: "medium", lineWeight: "medium" };

describe("text widget", () => {
  it("a suggestion chip overwrites what was typed", async () => {
    const { user, onSubmit } = renderTool("kids/alphabet");
    const input = screen.getByLabelText("Subject");
    await user.type(input, "Zebra");
    await user.click(screen.getByRole("button", { name: "Butterfly" }));
    expect(input).toHaveProperty("value", "Butterfly");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subject: "Butterfly", ...pageOptions }));
  });

  it("stops typing Doodle Letters at one character, counted as the server counts (a flag is one)", async () => {
    const { user } = renderTool("kids/doodle-letters");
    const input = screen.getByRole("textbox") as HTMLInputElement;
    await user.type(input, "ab");
    expect(input.value).toBe("a");
    // An HTML maxlength counts UTF-16 units: it would refuse the flag or keep half of it.
    expect(input.getAttribute("maxlength")).toBeNull();
    fireEvent.change(input, { target: { value: "🇫🇷" } });
    expect(screen.getByText("1 / 1 characters")).toBeTruthy();
    await user.type(input, "x");
    expect(input.value).toBe("🇫🇷");
  });
});

describe("text limits shown in the form", () => {
  it("a field that sets no maxLength shows the catalogue's 200, counts emoji once and stops typing there", async () => {
    const { user, onSubmit } = renderTool("kids/simple");
    expect(fieldOf(realTool("kids/simple"), "subject")).toMatchObject({ maxLength: 200 });
    const input = screen.getByLabelText("Subject") as HTMLInputElement;
    expect(screen.getByText("0 / 200 characters")).toBeTruthy();
    fireEvent.change(input, { target: { value: "🦕".repeat(150) } });
    expect(screen.getByText("150 / 200 characters")).toBeTruthy();
    fireEvent.change(input, { target: { value: `a ${"dinosaur ".repeat(22)}`.slice(0, 200) } });
    expect(screen.getByText("200 / 200 characters")).toBeTruthy();
    await user.type(input, "s");
    expect(input.value).toHaveLength(200);
    expect(screen.getByText("200 / 200 characters")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subject: input.value.trim(), ...pageOptions }));
  });

  it("a name pasted past Tracing's 40 characters is kept whole and said to be too long at once", async () => {
    const { user, onSubmit } = renderTool("activities/tracing");
    const input = screen.getByLabelText("Letters, numbers or words") as HTMLInputElement;
    expect(screen.getByText("0 / 40 characters")).toBeTruthy();
    const name = "Maximilian Alexander Fitzgerald-Montgomery"; // 42 characters
    await user.click(input);
    await user.paste(name);
    expect(input.value).toBe(name);
    expect(screen.getByText("42 / 40 characters")).toBeTruthy();
    // The schema's own message under the field, before Generate is pressed.
    const message = () => document.getElementById(`${input.id}-error`)?.textContent;
    await waitFor(() => expect(message()).toBe("Please use at most 40 characters"));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: /Generate/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    // Shortened, the message goes as the user types.
    await user.type(input, "{Backspace}{Backspace}");
    await waitFor(() => expect(message()).toBeUndefined());
    expect(screen.getByText("40 / 40 characters")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("a word search counts its words against the difficulty's limit as they are typed", async () => {
    const { user, onSubmit } = renderTool("activities/word-search");
    expect(fieldOf(realTool("activities/word-search"), "words")).toMatchObject({
      items: {
        noun: "words",
        by: ["difficulty", "print"],
        max: { easy: { standard: 8, large: 6 }, medium: { standard: 11, large: 8 }, hard: { standard: 15, large: 10 } },
      },
    });
    await user.type(screen.getByLabelText("Theme"), "farm");
    await user.click(screen.getByRole("radio", { name: "Easy" }));
    expect(screen.getByText("0 of 8 words")).toBeTruthy();
    const words = screen.getByLabelText("Your own words (optional)") as HTMLTextAreaElement;
    await user.type(words, "cow, pig, hen, goat, duck");
    expect(screen.getByText("5 of 8 words")).toBeTruthy();
    await user.type(words, ", horse, sheep, llama, mule");
    expect(screen.getByText("9 of 8 words")).toBeTruthy();
    const message = () => document.getElementById(`${words.id}-error`)?.textContent;
    await waitFor(() => expect(message()).toBe("Please enter at most 8 words for this difficulty"));
    // A harder grid takes more: the count and the message follow the difficulty.
    await user.click(screen.getByRole("radio", { name: "Medium" }));
    expect(screen.getByText("9 of 11 words")).toBeTruthy();
    await waitFor(() => expect(message()).toBeUndefined());
    // Large print holds fewer: the count follows it before the list is typed past it.
    await user.click(screen.getByRole("radio", { name: "Large print" }));
    expect(screen.getByText("9 of 8 words")).toBeTruthy();
    await waitFor(() => expect(message()).toBe("Please enter at most 8 words for this difficulty in large print"));
    await user.click(screen.getByRole("radio", { name: "Standard" }));
    await waitFor(() => expect(message()).toBeUndefined());
    await user.click(screen.getByRole("button", { name: /Generate/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("a textarea with its own maxLength shows that one", () => {
    renderTool("activities/word-search");
    expect(screen.getByText("0 / 400 characters")).toBeTruthy();
    expect(screen.getByText("0 / 200 characters")).toBeTruthy();
  });
});

describe("textarea widget", () => {
  it("has a minimum height of 100px", () => {
    renderTool("kids/fathers-day");
    const area = screen.getByLabelText("Custom message (optional)") as HTMLTextAreaElement;
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.style.minHeight).toBe("100px");
  });
});

describe("choice widget", () => {
  it("preselects the first option and keeps a single selection", async () => {
    const { user } = renderTool("kids/superhero-name");
    // The tool's own choice comes first; the page options (page, detail, line weight) follow it.
    const group = screen.getAllByRole("radiogroup")[0] as HTMLElement;
    const [boy, girl] = screen.getAllByRole("radio");
    expect(group.getAttribute("aria-labelledby")).toBeTruthy();
    expect(boy?.getAttribute("aria-checked")).toBe("true");
    expect(girl?.getAttribute("aria-checked")).toBe("false");
    await user.click(girl as HTMLElement);
    expect(boy?.getAttribute("aria-checked")).toBe("false");
    expect(girl?.getAttribute("aria-checked")).toBe("true");
  });

  it("moves the selection with the arrow keys", () => {
    renderTool("kids/superhero-name");
    const [boy, girl] = screen.getAllByRole("radio") as HTMLElement[];
    fireEvent.keyDown(boy as HTMLElement, { key: "ArrowRight" });
    expect(girl?.getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(girl);
  });
});

describe("number widget", () => {
  it("carries the field's bounds and rejects a value outside them", async () => {
    const { user, onSubmit, tool } = renderTool("content/coloring-ideas");
    const count = screen.getByLabelText("Number of ideas");
    expect(count.getAttribute("min")).toBe("1");
    expect(count.getAttribute("max")).toBe("20");
    expect(count).toHaveProperty("value", "10");
    await user.type(screen.getByLabelText("Theme"), "ocean");
    fireEvent.change(count, { target: { value: "25" } });
    await user.click(screen.getByRole("button", { name: "Generate ideas" }));
    await waitFor(() => expect(count.getAttribute("aria-invalid")).toBe("true"));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldOf(tool, "count").type).toBe("number");
    fireEvent.change(count, { target: { value: "20" } });
    await user.click(screen.getByRole("button", { name: "Generate ideas" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ theme: "ocean", count: 20 }));
  });
});

describe("combobox widget", () => {
  it("filters case-insensitively, shows 'No countries found', and submits only after a pick", async () => {
    const { user, onSubmit } = renderTool("kids/flag-generator");
    const submit = screen.getByRole("button", { name: "Generate" });
    const box = screen.getByRole("combobox");
    expect(submit).toHaveProperty("disabled", true);

    await user.type(box, "TAIW");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Taiwan"]);
    await user.clear(box);
    await user.type(box, "zzzz");
    expect(screen.getByText("No countries found")).toBeTruthy();
    expect(screen.queryAllByRole("option")).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "kos");
    await user.click(screen.getByRole("option", { name: "Kosovo" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box).toHaveProperty("value", "Kosovo");
    expect(submit).toHaveProperty("disabled", false);

    // Typing again clears the chosen country, so submit is disabled again.
    await user.type(box, "x");
    expect(submit).toHaveProperty("disabled", true);
    await user.keyboard("{Escape}");
    await user.clear(box);
    await user.type(box, "vatican");
    await user.keyboard("{Enter}");
    expect(box).toHaveProperty("value", "Vatican City");
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: "Vatican City", ...pageOptions }));
  });

  it("limits the list height to 15rem", async () => {
    const { user } = renderTool("kids/flag-generator");
    await user.click(screen.getByRole("combobox"));
    expect(screen.getByRole("listbox").style.maxHeight).toBe("15rem");
  });
});

describe("suggest widget", () => {
  it("opens grouped terms on focus; picking fills the field and closes the list", async () => {
    const { user, tool, onSubmit } = renderTool("kids/fathers-day");
    const groups = (fieldOf(tool, "nickname") as SuggestField).groups ?? [];
    expect(groups.length).toBeGreaterThan(1);
    const input = screen.getByLabelText("Nickname");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(input);
    const rendered = screen.getAllByRole("group").filter((g) => g.closest("[role=listbox]"));
    expect(rendered.map((g) => g.getAttribute("aria-label"))).toEqual(groups.map((g) => g.label));
    const term = groups[1]?.options[0] as string;
    await user.click(screen.getByRole("option", { name: term }));
    expect(input).toHaveProperty("value", term);
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nickname: term, message: "", ...pageOptions }));
  });

  it("accepts a free nickname", async () => {
    const { user, onSubmit } = renderTool("kids/fathers-day");
    await user.type(screen.getByLabelText("Nickname"), "Big Bear");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nickname: "Big Bear", message: "", ...pageOptions }));
  });
});

describe.each([
  ["suggest", "kids/fathers-day"],
  ["combobox", "kids/flag-generator"],
])("%s list", (_kind, toolId) => {
  it("closes a moment after blur, and leaves no timer behind when the form goes away", () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(<ToolForm tool={realTool(toolId)} onSubmit={vi.fn()} />);
      const input = screen.getByRole("combobox");
      fireEvent.focus(input);
      expect(screen.getByRole("listbox")).toBeTruthy();
      fireEvent.blur(input);
      expect(screen.getByRole("listbox")).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole("listbox")).toBeNull();
      fireEvent.blur(input);
      fireEvent.focus(input);
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole("listbox")).toBeTruthy();
      fireEvent.blur(input);
      const before = vi.getTimerCount();
      unmount();
      expect(before).toBeGreaterThan(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
