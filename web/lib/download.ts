import { notify } from "./toast";

/** `coloring-page-<timestamp>.png` (product-spec §7 Download). */
export function downloadName(now = Date.now()): string {
  return `coloring-page-${now}.png`;
}

/** Fetch the image as a blob and save it; the server checks the owner on GET /api/images/:id. */
export async function downloadImage(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}?download=1`, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`download failed: ${res.status}`);
    saveBlob(await res.blob(), downloadName());
    return true;
  } catch {
    notify.error("Failed to download image");
    return false;
  }
}

export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
