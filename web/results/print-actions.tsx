import { FileDown, Printer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { SHEETS, type Sheet, sheetIds } from "../../engine/sheets.js";
import { Button } from "../components/ui";
import { apiHref, urls } from "../lib/api";
import { downloadFile } from "../lib/download";
import { notify } from "../lib/toast";

/**
 * Print-ready downloads of one page and a Print button (docs/api.md, "Page options, quality and
 * print"): the 300 DPI PNG, the one-page PDF on Letter or A4, and printing straight from the
 * browser; for line art, the colored reference sheet (the page colored, as a Letter or A4 PDF). Used
 * by the result view and the gallery; give it the generation's id.
 */
export function PrintActions({
  generationId: id,
  title,
  className = "flex flex-wrap gap-2",
  coloredReference = false,
}: {
  generationId: string;
  title: string;
  /** Offer the colored reference sheet (line-art pages only). */
  coloredReference?: boolean;
  /** The buttons' container; "contents" lets them flow among the caller's own buttons. */
  className?: string;
}) {
  const image = (query: { size: "print"; download?: string }) =>
    apiHref(urls.images[":id"].$url({ param: { id }, query }));
  const [busy, setBusy] = useState<string | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);

  const save = async (key: string, url: string, failure: string) => {
    setBusy(key);
    await downloadFile(url, failure);
    setBusy(null);
  };

  const print = async () => {
    setBusy("print");
    try {
      // The 300 DPI page, fetched first so the owner check and loading happen before the dialog.
      const res = await fetch(image({ size: "print" }), { credentials: "same-origin" });
      if (!res.ok) throw new Error(`print failed: ${res.status}`);
      setPrinting(URL.createObjectURL(await res.blob()));
    } catch {
      notify.error("Failed to prepare the page for printing");
      setBusy(null);
    }
  };

  const pdf = (paper: Sheet) =>
    apiHref(urls.generations[":id"]["print.pdf"].$url({ param: { id }, query: { paper, download: "1" } }));
  const colored = (paper: Sheet) =>
    apiHref(urls.generations[":id"]["colored.pdf"].$url({ param: { id }, query: { paper, download: "1" } }));
  return (
    <div className={className}>
      <Button
        variant="secondary"
        loading={busy === "png"}
        onClick={() => void save("png", image({ size: "print", download: "1" }), "Failed to download image")}
      >
        <FileDown className="h-4 w-4" aria-hidden="true" /> PNG 300 DPI
      </Button>
      {sheetIds.map((paper) => (
        <Button
          key={paper}
          variant="secondary"
          loading={busy === paper}
          onClick={() => void save(paper, pdf(paper), "Failed to download the PDF")}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" /> PDF {SHEETS[paper].name}
        </Button>
      ))}
      {coloredReference &&
        sheetIds.map((paper) => (
          <Button
            key={paper}
            variant="secondary"
            loading={busy === `colored-${paper}`}
            onClick={() => void save(`colored-${paper}`, colored(paper), "Failed to download the PDF")}
          >
            <FileDown className="h-4 w-4" aria-hidden="true" /> Colored PDF {SHEETS[paper].name}
          </Button>
        ))}
      <Button variant="secondary" loading={busy === "print"} onClick={() => void print()}>
        <Printer className="h-4 w-4" aria-hidden="true" /> Print
      </Button>
      {printing && (
        <PrintSheet
          src={printing}
          alt={title}
          onDone={() => {
            URL.revokeObjectURL(printing);
            setPrinting(null);
            setBusy(null);
          }}
        />
      )}
    </div>
  );
}

/**
 * While printing, the page alone: everything else on the screen is hidden and the art fills the
 * sheet inside 0.5 in margins, on whatever paper the printer holds, as exactly one page.
 */
const PRINT_CSS = `
.inkling-print-sheet { display: none; }
@media print {
  @page { margin: 0.5in; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; height: auto !important; min-height: 0 !important; }
  body > *:not(.inkling-print-sheet) { display: none !important; }
  .inkling-print-sheet { display: flex !important; align-items: center; justify-content: center; width: 100%; height: 100vh; overflow: hidden; break-inside: avoid; break-after: avoid; }
  .inkling-print-sheet img { display: block; max-width: 100%; max-height: 100%; object-fit: contain; }
}`;

function PrintSheet({ src, alt, onDone }: { src: string; alt: string; onDone: () => void }) {
  const [loaded, setLoaded] = useState(false);
  const finish = useRef(onDone);
  finish.current = onDone;
  useEffect(() => {
    if (!loaded) return;
    const done = () => finish.current();
    window.addEventListener("afterprint", done, { once: true });
    // Once per sheet: window.print() blocks until the dialog closes in most browsers, and
    // afterprint removes the sheet in the others.
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [loaded]);
  return createPortal(
    <div className="inkling-print-sheet" data-testid="print-sheet">
      <style>{PRINT_CSS}</style>
      <img src={src} alt={alt} onLoad={() => setLoaded(true)} />
    </div>,
    document.body,
  );
}
