/**
 * The quality gate's thresholds that the web app shows too (server/images/quality.ts applies
 * them; docs/decisions/012-quality-gate.md explains them).
 */

/** A page with less ink than this is empty, with more it is a black mess, not line art. */
export const INK_RANGE: [number, number] = [0.004, 0.4];
