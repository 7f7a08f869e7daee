import { notify } from "./toast";

/** The name the server gives a download (`<tool-slug>-<timestamp>.png` / `.pdf`, docs/api.md). */
function fileNameFrom(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * Fetch a file of the caller's (the server checks the owner) and save it under the server's
 * name; a toast says so when it fails.
 */
export async function downloadFile(url: string, failure = "Failed to download image"): Promise<boolean> {
  try {
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`download failed: ${res.status}`);
    const fallback = url.includes(".pdf") ? "coloring-page.pdf" : "coloring-page.png";
    saveBlob(await res.blob(), fileNameFrom(res.headers.get("content-disposition"), fallback));
    return true;
  } catch {
    notify.error(failure);
    return false;
  }
}

/** The page as shown on screen. */
export const downloadImage = (url: string) => downloadFile(`${url}?download=1`);

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
