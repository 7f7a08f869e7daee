import { KeyRound } from "lucide-react";
import { useState } from "react";
import { SHEETS, type Sheet, sheetIds } from "../../engine/sheets.js";
import { Button } from "../components/ui";
import { apiHref, urls } from "../lib/api";
import { downloadFile } from "../lib/download";

/**
 * An activity page's answer key (docs/api.md, "Puzzles and activities"): its PNG and its print
 * PDF on Letter or A4, downloaded under the server's name (`<tool>-answers-<timestamp>`). Give it
 * the id of a generation whose output has an `answerUrl`.
 */
export function AnswerKeyActions({ generationId }: { generationId: string }) {
  const [busy, setBusy] = useState<"png" | Sheet | null>(null);
  const save = async (kind: "png" | Sheet) => {
    setBusy(kind);
    const param = { id: generationId };
    const url =
      kind === "png"
        ? urls.generations[":id"]["answer.png"].$url({ param, query: { download: "1" } })
        : urls.generations[":id"]["answer.pdf"].$url({ param, query: { paper: kind, download: "1" } });
    await downloadFile(apiHref(url), "Failed to download the answer key");
    setBusy(null);
  };
  return (
    <fieldset className="contents">
      <legend className="sr-only">Answer key</legend>
      <Button variant="secondary" loading={busy === "png"} onClick={() => void save("png")}>
        <KeyRound className="h-4 w-4" aria-hidden="true" /> Answer key PNG
      </Button>
      {sheetIds.map((paper) => (
        <Button key={paper} variant="secondary" loading={busy === paper} onClick={() => void save(paper)}>
          <KeyRound className="h-4 w-4" aria-hidden="true" /> Answer key PDF {SHEETS[paper].name}
        </Button>
      ))}
    </fieldset>
  );
}
