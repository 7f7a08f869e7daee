/**
 * Environment for the server process that `npm start` (and the benchmarks, which measure what it
 * runs) starts: glibc allocator settings that keep its memory bounded (docs/operations.md,
 * "Memory"). Without them, a 16 MiB scrypt buffer or a decoded page freed on one of the server's
 * threads stays in that thread's malloc arena, and each thread gets an arena of its own.
 * - MALLOC_ARENA_MAX=2: two arenas shared by all threads instead of up to eight per core.
 * - MALLOC_MMAP_THRESHOLD_=1 MiB: blocks of 1 MiB and more are mapped on their own and returned
 *   to the system when freed (a fixed threshold also stops glibc from raising it after the first
 *   large free, which is what let the scrypt buffers pile up).
 * Values already set in the environment win; other C libraries ignore these variables.
 */
export function serverEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: String(1024 * 1024), ...env };
}
