import { ChevronLeft, ChevronRight, ExternalLink, GraduationCap, LayoutTemplate, PlayCircle } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button, EmptyState, focusRing, Modal, PageHeader, Spinner } from "../../components/ui";
import { useCatalog } from "../../lib/catalog";

interface Video {
  title: string;
  description?: string;
  /** The operator's own video; without it the tutorial steps through screenshots. */
  url?: string;
  steps?: { image: string; caption: string }[];
}

/** Screenshots of the app, retaken by the browser tests on every run. */
export const tutorialImage = (file: string) => `/tutorials/${file}`;

const cardClass = `flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-violet-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-violet-500 ${focusRing}`;

/** The modal player: Escape, the Close button and the backdrop close it (Modal keeps focus inside). */
function VideoPlayer({ video, onClose }: { video: Video | null; onClose: () => void }) {
  return (
    <Modal
      open={video !== null}
      title={video?.title ?? ""}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {video?.url ? (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
          <iframe
            src={video.url}
            title={video.title}
            className="h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : video?.steps?.length ? (
        <Steps key={video.title} steps={video.steps} />
      ) : null}
    </Modal>
  );
}

/** A tutorial's steps one at a time: Previous and Next, or the arrow keys. */
function Steps({ steps }: { steps: NonNullable<Video["steps"]> }) {
  const [at, setAt] = useState(0);
  const step = steps[at] as (typeof steps)[number];
  const go = (i: number) => setAt(Math.min(Math.max(i, 0), steps.length - 1));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") go(at + 1);
    else if (e.key === "ArrowLeft") go(at - 1);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page through the steps; the buttons do the same
    <div onKeyDown={onKeyDown}>
      <figure>
        <img
          src={tutorialImage(step.image)}
          alt={step.caption}
          className="aspect-[16/10] w-full rounded-lg border border-slate-200 object-cover object-top dark:border-slate-700"
        />
        <figcaption className="mt-3 text-slate-800 dark:text-slate-100" aria-live="polite">
          <span className="mr-2 text-sm font-semibold text-violet-800 dark:text-violet-300">
            Step {at + 1} of {steps.length}
          </span>
          {step.caption}
        </figcaption>
      </figure>
      <div className="mt-3 flex justify-between">
        <Button variant="secondary" onClick={() => go(at - 1)} disabled={at === 0}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Button>
        <Button variant="secondary" onClick={() => go(at + 1)} disabled={at === steps.length - 1}>
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** Tutorial page: design-platform templates and video tutorials, both from catalog/site.yaml. */
export function TutorialPage() {
  const { catalog, error } = useCatalog();
  const [playing, setPlaying] = useState<Video | null>(null);

  if (error) return <EmptyState title="Could not load the tutorials" description="Please reload the page." />;
  if (!catalog) return <Spinner />;
  const { templates, videos } = catalog.site.tutorials;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Tutorial"
        description="Templates and short videos to get the most out of Inkling."
        icon={GraduationCap}
      />
      <section aria-labelledby="templates-heading" className="mb-10">
        <h2 id="templates-heading" className="mb-4 text-xl font-semibold text-slate-900 dark:text-slate-50">
          Design templates
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {templates.map((t) => (
            <li key={t.url}>
              <a href={t.url} target="_blank" rel="noopener noreferrer" className={cardClass}>
                <LayoutTemplate className="h-7 w-7 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                <span className="flex items-center gap-1 font-semibold text-slate-900 dark:text-slate-50">
                  {t.title} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                {t.description && <span className="text-sm text-slate-600 dark:text-slate-300">{t.description}</span>}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="videos-heading">
        <h2 id="videos-heading" className="mb-4 text-xl font-semibold text-slate-900 dark:text-slate-50">
          Video tutorials
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((v) => (
            <li key={v.title}>
              <button type="button" className={cardClass} onClick={() => setPlaying(v)} aria-haspopup="dialog">
                <PlayCircle className="h-7 w-7 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                <span className="font-semibold text-slate-900 dark:text-slate-50">{v.title}</span>
                {v.description && <span className="text-sm text-slate-600 dark:text-slate-300">{v.description}</span>}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </div>
  );
}
