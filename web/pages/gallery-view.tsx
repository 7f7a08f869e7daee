import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, Download, Pencil, RefreshCw, Star, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { isImageOutput } from "../../engine/outputs.js";
import type { Generation } from "../../server/api-types";
import { Button, keyboardOnlyInline, linkButton, Modal } from "../components/ui";
import type { PublicTool } from "../lib/catalog";
import { downloadImage } from "../lib/download";
import { isDone } from "../lib/wait-generation";
import { AddToBook } from "../results/add-to-book";
import { AnswerKeyActions } from "../results/answer-key-actions";
import { PrintActions } from "../results/print-actions";
import { QualitySummary } from "../results/quality-summary";
import { ResultView, Understood } from "../results/result-view";
import { describeValues } from "./gallery-values";

export interface LargeViewProps {
  generation: Generation;
  tool: PublicTool | undefined;
  /** 1-based position and count, for "Page 2 of 9". */
  position: number;
  count: number;
  onClose: () => void;
  onMove: (step: -1 | 1) => void;
  onAgain: (g: Generation) => void;
  onDelete: (g: Generation) => void;
  onFavourite: (g: Generation) => void;
}

/** A gallery page in full: the picture, what it was made from, and everything to do with it. */
export function LargeView(props: LargeViewProps) {
  const { generation: g, tool, onMove } = props;
  const title = tool?.title ?? g.tool;
  const image = g.output?.kind === "image" ? g.output : null;
  const lineArt = tool?.output === "line-art";

  // ← and → move between pages, unless a text box has the keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [role=dialog] [role=dialog]")) return;
      if (e.key === "ArrowLeft") onMove(-1);
      else if (e.key === "ArrowRight") onMove(1);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onMove]);

  return (
    <Modal open title={title} onClose={props.onClose} wide>
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {image ? (
            <img
              src={image.url}
              alt={`${title} ${lineArt ? "coloring page" : "cover"}, large`}
              width={image.width}
              height={image.height}
              className="h-auto max-h-[70vh] w-full rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700"
            />
          ) : g.output ? (
            <div className="max-h-[60vh] overflow-auto">
              <ResultView output={g.output} loading={false} alt="" />
            </div>
          ) : (
            <p>{g.status === "failed" ? (g.error?.message ?? "Failed") : "Still generating…"}</p>
          )}
        </div>
        <div className="space-y-5">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Page {props.position} of {props.count} · {new Date(g.createdAt).toLocaleString()}
          </p>
          <section aria-label="Made from">
            <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">Made from</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {describeValues(tool, g.values).map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
                  <dd className="break-words text-slate-900 dark:text-slate-100">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {image && <Understood words={image.understood ?? []} extras={image.extras} />}
          {image?.quality && <QualitySummary quality={image.quality} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-pressed={g.favourite} onClick={() => props.onFavourite(g)}>
              <Star className={`h-4 w-4 ${g.favourite ? "fill-current" : ""}`} aria-hidden="true" /> Favourite
            </Button>
            {image && (
              <Button variant="secondary" onClick={() => void downloadImage(image.url)}>
                <Download className="h-4 w-4" aria-hidden="true" /> Download PNG
              </Button>
            )}
            {image && g.status === "succeeded" && (
              <PrintActions
                generationId={g.id}
                title={`${title} ${lineArt ? "coloring page" : "cover"}`}
                className="contents"
                coloredReference={lineArt}
              />
            )}
            {image && g.status === "succeeded" && g.output?.kind === "image" && g.output.answerUrl && (
              <AnswerKeyActions generationId={g.id} />
            )}
            {image && g.status === "succeeded" && isImageOutput(tool?.output) && (
              <AddToBook generationId={g.id} as={lineArt ? "page" : "cover"} understood={image.understood} />
            )}
            <Button variant="secondary" onClick={() => props.onAgain(g)} disabled={!isDone(g)}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> Generate again
            </Button>
            {tool && (
              <Link
                to="/$hub/$tool"
                params={{ hub: tool.hub, tool: tool.slug }}
                search={{ from: g.id }}
                className={linkButton}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" /> Edit and generate
              </Link>
            )}
            <Button variant="ghost" onClick={() => props.onDelete(g)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          </div>
          <div className="flex items-center justify-between border-t border-slate-200 pt-4 dark:border-slate-700">
            <Button variant="ghost" onClick={() => onMove(-1)} disabled={props.position <= 1}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
            </Button>
            <span className={`text-xs text-slate-600 dark:text-slate-400 ${keyboardOnlyInline}`}>← → to move</span>
            <Button variant="ghost" onClick={() => onMove(1)} disabled={props.position >= props.count}>
              Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
