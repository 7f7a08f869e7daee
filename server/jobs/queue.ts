/**
 * A line of jobs, each named by the id of the database row that is its source of truth (a
 * generation today; book exports and other job kinds plug in the same way). Two implementations,
 * chosen at boot by REDIS_URL: the in-process JobQueue (server/generations/queue.ts) and the
 * shared one on BullMQ (server/jobs/redis-queue.ts). Application code does not know which runs.
 */
export interface Jobs {
  /**
   * Adds the job once (a second enqueue of a waiting or running id does nothing). `owner`, the
   * user it is for: jobs are served in turns between owners (decision 045).
   */
  enqueue(id: string, owner?: string): void | Promise<void>;
  /** Jobs ahead of this one (0 = next to start); -1 when running, unknown or not counted. */
  position(id: string): number;
  /** True once this process runs it (the shared queue knows only about its own process). */
  isRunning(id: string): boolean;
  /** Resolves when nothing is waiting or running (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs; a running job finishes first (graceful shutdown). */
  close?(): Promise<void>;
  /**
   * Shared by several processes: a job left by a dead process is taken over (its row is still
   * "running"), and start-up never fails running rows, which may belong to a live process.
   */
  readonly shared: boolean;
  /** Whether the queue still holds a job for this id (the sweeper re-adds rows it lost). */
  has?(id: string): Promise<boolean>;
}
