import { FairQueue } from "../fair-queue.js";
import type { Jobs } from "../jobs/queue.js";

/**
 * A job queue with a concurrency limit and a requests-per-minute limit, one per provider
 * (Azure's default image quota is 6 requests a minute), served in turns between the jobs'
 * owners (decision 045): one user's batch of fifty never keeps another's one page waiting for
 * more than one page. Jobs are ids; `run` does the work.
 */
interface QueueOptions {
  concurrency: number;
  rpm?: number;
  now?: () => number;
}

/** The in-process queue (REDIS_URL unset): one process, so a running row at start-up is an orphan. */
export class JobQueue implements Jobs {
  readonly shared = false;
  /**
   * Membership is a map lookup and a position counts per owner (a binary search in each), where
   * includes()/indexOf() over one list made every POST /api/generations scan a backlog of
   * thousands under load.
   */
  private waiting = new FairQueue<string>();
  private running = new Set<string>();
  /** Start times within the last minute, kept only under a requests-per-minute limit. */
  private starts: number[] = [];
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly options: QueueOptions,
    private readonly run: (id: string) => Promise<void>,
  ) {}

  enqueue(id: string, owner = "") {
    if (this.running.has(id) || this.waiting.has(id)) return;
    this.waiting.push(owner, id);
    this.pump();
  }

  /** Jobs ahead of this one (0 = next to start); -1 when running or unknown. */
  position(id: string): number {
    return this.waiting.ahead(id);
  }

  /** True once the job has left the waiting line and its run has begun. */
  isRunning(id: string): boolean {
    return this.running.has(id);
  }

  get size() {
    return { waiting: this.waiting.length, running: this.running.size };
  }

  /** Resolves when nothing is waiting or running (tests, graceful shutdown). */
  idle(): Promise<void> {
    if (!this.waiting.length && !this.running.size) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private pump() {
    while (this.waiting.length && this.running.size < this.options.concurrency) {
      const wait = this.rateWait();
      if (wait > 0) {
        if (!this.timer) {
          this.timer = setTimeout(() => {
            this.timer = null;
            this.pump();
          }, wait);
          this.timer.unref?.();
        }
        return;
      }
      const id = this.waiting.shift() as string;
      this.running.add(id);
      if (this.options.rpm) this.starts.push(this.now());
      void this.run(id)
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(id);
          this.waiting.done();
          this.pump();
          this.checkIdle();
        });
    }
    this.checkIdle();
  }

  private rateWait(): number {
    const rpm = this.options.rpm;
    if (!rpm) return 0;
    const since = this.now() - 60_000;
    this.starts = this.starts.filter((t) => t > since);
    if (this.starts.length < rpm) return 0;
    return (this.starts[0] as number) + 60_000 - this.now() + 5;
  }

  private checkIdle() {
    if (this.waiting.length || this.running.size) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
