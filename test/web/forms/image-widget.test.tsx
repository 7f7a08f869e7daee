// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToolForm } from "../../../web/forms/tool-form";
import { realTool, ToastHost } from "./helpers";

/**
 * The browser's XMLHttpRequest at its boundary: records what is sent to POST /api/uploads and
 * answers as the server would, with upload progress first.
 */
class FakeXhr {
  static sent: { url: string; body: FormData }[] = [];
  static answer: { status: number; body: unknown } = {
    status: 201,
    body: { upload: { id: "up123456", width: 800, height: 600, type: "image/jpeg" } },
  };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  responseType = "";
  withCredentials = false;
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = FakeXhr.answer.status;
        this.response = FakeXhr.answer.body;
        this.onload?.();
      }, 5);
    }, 5);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:local", revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTool(id = "photos/photo-to-coloring-page") {
  const onSubmit = vi.fn();
  render(
    <>
      <ToolForm tool={realTool(id)} onSubmit={onSubmit} />
      <ToastHost />
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const jpeg = (bytes = 1000, type = "image/jpeg", name = "me.jpg") => new File([new Uint8Array(bytes)], name, { type });

describe("image widget", () => {
  it("offers a file picker labelled by the field, and a camera input for phones", () => {
    renderTool();
    const picker = screen.getByLabelText("Your photo", { selector: "input" }) as HTMLInputElement;
    expect(picker.type).toBe("file");
    expect(picker.accept).toBe("image/jpeg,image/png,image/webp");
    const camera = screen.getByLabelText("Take a photo") as HTMLInputElement;
    expect(camera.getAttribute("accept")).toBe("image/*");
    expect(camera.getAttribute("capture")).toBe("environment");
  });

  it("refuses to generate without a photo, with the field's required message", async () => {
    const { user, onSubmit } = renderTool();
    await user.click(screen.getByRole("button", { name: /Generate/ }));
    expect((await screen.findAllByText("Please upload a photo")).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("uploads the chosen photo with progress, previews the stored photo and sends its id", async () => {
    const { user, onSubmit } = renderTool();
    fireEvent.change(screen.getByLabelText("Your photo", { selector: "input" }), { target: { files: [jpeg()] } });
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Photo ready.")).toBeTruthy());
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.url).toBe("/api/uploads");
    expect((FakeXhr.sent[0]?.body.get("file") as File | undefined)?.name).toBe("me.jpg");
    const img = screen.getByRole("img", { name: "Preview of what will be traced" });
    expect(img.getAttribute("src")).toBe("/api/uploads/up123456");
    await user.click(screen.getByRole("button", { name: /Generate/ }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        photo: "up123456",
        fit: "crop",
        page: "square",
        detail: "medium",
        lineWeight: "medium",
      }),
    );
    // Removing it empties the field again.
    await user.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(screen.queryByRole("img", { name: "Preview of what will be traced" })).toBeNull();
  });

  it("takes a dropped photo", async () => {
    renderTool("photos/pet-portrait");
    fireEvent.drop(screen.getByTestId("image-drop"), { dataTransfer: { files: [jpeg()] } });
    await waitFor(() => expect(screen.getByText("Photo ready.")).toBeTruthy());
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("shows the contract's messages: wrong type and size at once, and the server's answer", async () => {
    renderTool();
    const picker = screen.getByLabelText("Your photo", { selector: "input" });
    fireEvent.change(picker, { target: { files: [jpeg(10, "application/pdf", "cv.pdf")] } });
    expect(await screen.findByText("Please upload a JPG, PNG or WebP image")).toBeTruthy();
    fireEvent.change(picker, { target: { files: [jpeg(15 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText("Photos can be at most 15 MB")).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    FakeXhr.answer = {
      status: 400,
      body: { error: { code: "invalid-image", message: "Please upload a JPG, PNG or WebP image" } },
    };
    fireEvent.change(picker, { target: { files: [jpeg(100, "image/gif", "a.gif")] } });
    expect(await screen.findByText("Please upload a JPG, PNG or WebP image")).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    FakeXhr.answer = { status: 201, body: { upload: { id: "up123456", width: 800, height: 600, type: "image/jpeg" } } };
  });
});
