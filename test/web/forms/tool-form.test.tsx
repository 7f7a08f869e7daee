// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToolForm } from "../../../web/forms/tool-form";
import { realTool, ToastHost } from "./helpers";

function setup(tool: Parameters<typeof ToolForm>[0]["tool"]) {
  const onSubmit = vi.fn();
  render(
    <>
      <ToolForm tool={tool} onSubmit={onSubmit} />
      <ToastHost />
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

// The spec's messages (tool-catalogue-spec §5) drive the empty-input cases.
const emptyCases = [
  ["kids/alphabet", "Please enter a subject"],
  ["kids/monster-fun", "Please enter an activity"],
  ["kids/happy-vehicles", "Please enter a vehicle type"],
  ["adult/mandala", "Please enter a theme"],
  ["cozy/room-corner", "Please enter a room type"],
  ["kids/fathers-day", "Please select a nickname"],
] as const;

describe("ToolForm", () => {
  it.each(emptyCases)("%s: whitespace-only input shows %j and is not sent", async (id, message) => {
    const tool = realTool(id);
    const { onSubmit, user } = setup(tool);
    const first = tool.fields.find((f) => f.type === "text" || f.type === "suggest");
    const input = screen.getByLabelText(first?.label as string);
    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: tool.submitLabel ?? "Generate" }));
    expect(await screen.findByText(message, { selector: "[role=status] *, [role=status]" })).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") as string;
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the validated, trimmed values, including the preselected choice", async () => {
    const tool = realTool("kids/superhero-name");
    const { onSubmit, user } = setup(tool);
    await user.type(screen.getByLabelText("Child's name"), "  Maya  ");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // With the page options' defaults (catalog/fieldsets/page-options.yaml).
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Maya",
      gender: "boy",
      page: "square",
      detail: "medium",
      lineWeight: "medium",
    });
  });

  it("starts from words in the tool's address: typed text as given, a choice only when it is one of its options", async () => {
    const tool = realTool("kids/superhero-name");
    const onSubmit = vi.fn();
    const given = { name: "Maya", gender: "girl", page: "portrait" };
    const { unmount } = render(
      <ToolForm
        tool={tool}
        onSubmit={onSubmit}
        initialValues={{ ...given, gender: "robot", page: "huge" }}
        fromAddress
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: "Maya", gender: "boy", page: "square" });
    unmount();
    // A search that said "intricate" or "for a girl" opens the tool with that option chosen.
    const chosen = render(<ToolForm tool={tool} onSubmit={onSubmit} initialValues={given} fromAddress />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ name: "Maya", gender: "girl", page: "portrait" });
    chosen.unmount();
    // A gallery page's values (edit and generate) fill every field.
    render(<ToolForm tool={tool} onSubmit={onSubmit} initialValues={given} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[2]?.[0]).toMatchObject({ name: "Maya", gender: "girl", page: "portrait" });
  });

  it("upper-cases Doodle Letters and rejects a symbol with the spec's message", async () => {
    const { onSubmit, user } = setup(realTool("kids/doodle-letters"));
    const input = screen.getByRole("textbox");
    await user.type(input, "%");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(
      await screen.findByText("Please enter a valid letter or number", { selector: "[role=status]" }),
    ).toBeTruthy();
    await user.clear(input);
    await user.type(input, "q");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expect.objectContaining({ letter: "Q" }));
  });

  it("marks the fields the server refused and moves focus to the first of them", async () => {
    const tool = realTool("kids/alphabet");
    const message = 'The built-in artist can\'t draw "quokka" yet and nothing close to it.';
    const onSubmit = vi.fn().mockResolvedValue({ fieldErrors: { subject: message } });
    render(<ToolForm tool={tool} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText("Subject");
    await user.type(input, "quokka");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(input);
    expect(document.getElementById(input.getAttribute("aria-describedby") as string)?.textContent).toBe(message);
  });

  it("shows a catalogue error box for an unknown field type instead of a blank screen", () => {
    const broken = { id: "kids/broken", submitLabel: undefined, fields: [{ name: "x", type: "slider", label: "X" }] };
    setup(broken as unknown as Parameters<typeof ToolForm>[0]["tool"]);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Catalogue error");
    expect(alert.textContent).toContain("x (slider)");
  });
});
