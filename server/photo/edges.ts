/**
 * A photo's outlines at a coarser scale than its line details (docs/sketch.md, "Photos"): Canny
 * on the photo blurred at σ3 (after the median filter), with surround inhibition so a busy
 * texture (foliage, bricks, grain) does not become outlines, and the line ends then linked to
 * the nearest other line so the subject's outline closes into areas to colour. Pure and
 * synchronous: it runs in the sketch worker threads.
 */

/**
 * Box mean of `v` (w×h) over a (2r+1)² window, clipped at the edges: a running sum along the
 * rows, then along the columns (two float arrays of the image's size, not a summed-area table).
 */
export function boxMean(v: Float32Array, w: number, h: number, r: number): Float32Array {
  const rows = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let sum = 0;
    for (let x = 0; x < Math.min(r, w); x++) sum += v[o + x] as number;
    for (let x = 0; x < w; x++) {
      if (x + r < w) sum += v[o + x + r] as number;
      if (x - r - 1 >= 0) sum -= v[o + x - r - 1] as number;
      rows[o + x] = sum / (Math.min(w - 1, x + r) - Math.max(0, x - r) + 1);
    }
  }
  const out = new Float32Array(w * h);
  for (let x = 0; x < w; x++) {
    let sum = 0;
    for (let y = 0; y < Math.min(r, h); y++) sum += rows[y * w + x] as number;
    for (let y = 0; y < h; y++) {
      if (y + r < h) sum += rows[(y + r) * w + x] as number;
      if (y - r - 1 >= 0) sum -= rows[(y - r - 1) * w + x] as number;
      out[y * w + x] = sum / (Math.min(h - 1, y + r) - Math.max(0, y - r) + 1);
    }
  }
  return out;
}

export interface EdgeParams {
  /** Gradient magnitude (Sobel, grey levels × 8) that starts an outline, and that continues one. */
  high: number;
  low: number;
  /** How much of the mean gradient around a pixel is taken off its own (texture suppression). */
  inhibit: number;
  /** Radius of that surround, in page pixels. */
  surround: number;
}

/**
 * Canny edges (1 where an outline runs) of an RGB image: the strongest channel's Sobel gradient,
 * its surround's mean taken off, thinned to its ridge (non-maximum suppression) and joined by
 * hysteresis.
 */
export function cannyEdges(rgb: Uint8Array, w: number, h: number, p: EdgeParams): Uint8Array {
  const n = w * h;
  const mag = new Float32Array(n);
  const dir = new Uint8Array(n);
  const row = w * 3;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      let best = 0;
      let bx = 0;
      let by = 0;
      for (let k = 0, c = i * 3; k < 3; k++, c++) {
        const nw = rgb[c - row - 3] as number;
        const ne = rgb[c - row + 3] as number;
        const sw = rgb[c + row - 3] as number;
        const se = rgb[c + row + 3] as number;
        const gx = ne + 2 * (rgb[c + 3] as number) + se - nw - 2 * (rgb[c - 3] as number) - sw;
        const gy = sw + 2 * (rgb[c + row] as number) + se - nw - 2 * (rgb[c - row] as number) - ne;
        const m = gx * gx + gy * gy;
        if (m > best) {
          best = m;
          bx = gx;
          by = gy;
        }
      }
      mag[i] = Math.sqrt(best);
      // Direction in four sectors (0 along x, 1 diagonal down-right, 2 along y, 3 diagonal
      // down-left), from tan 22.5° ≈ 0.4142 without an arctangent.
      const ax = bx < 0 ? -bx : bx;
      const ay = by < 0 ? -by : by;
      dir[i] = ay <= 0.4142 * ax ? 0 : ax <= 0.4142 * ay ? 2 : bx > 0 === by > 0 ? 1 : 3;
    }
  }
  // Surround inhibition: in a texture every pixel's neighbourhood is as busy as itself, so its
  // edges sink below the threshold; an outline with calm on at least one side keeps most of its strength.
  const around = boxMean(mag, w, h, p.surround);
  const strength = new Float32Array(n);
  for (let i = 0; i < n; i++) strength[i] = Math.max(0, (mag[i] as number) - p.inhibit * (around[i] as number));
  const ridge = new Float32Array(n);
  const STEP = [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
  ] as const;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const m = strength[i] as number;
      if (m < p.low) continue;
      const [dx, dy] = STEP[dir[i] as number] as readonly [number, number];
      const off = dy * w + dx;
      if (m >= (strength[i + off] as number) && m > (strength[i - off] as number)) ridge[i] = m;
    }
  }
  const edge = new Uint8Array(n);
  const stack = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if ((ridge[i] as number) < p.high || edge[i]) continue;
    let top = 0;
    edge[i] = 1;
    stack[top++] = i;
    while (top) {
      const j = stack[--top] as number;
      const x = j % w;
      const y = (j - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const k = yy * w + xx;
          if (!edge[k] && (ridge[k] as number) >= p.low) {
            edge[k] = 1;
            stack[top++] = k;
          }
        }
      }
    }
  }
  return edge;
}

/** 8-connected component labels of the ink (0 is paper). */
function label(ink: Uint8Array, w: number, h: number): Int32Array {
  const labels = new Int32Array(w * h);
  const stack = new Int32Array(w * h);
  let next = 0;
  for (let i = 0; i < ink.length; i++) {
    if (!ink[i] || labels[i]) continue;
    next++;
    let top = 0;
    labels[i] = next;
    stack[top++] = i;
    while (top) {
      const j = stack[--top] as number;
      const x = j % w;
      const y = (j - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const k = yy * w + xx;
          if (ink[k] && !labels[k]) {
            labels[k] = next;
            stack[top++] = k;
          }
        }
      }
    }
  }
  return labels;
}

/** Draws a one-pixel 8-connected line of ink from (x0, y0) to (x1, y1). */
function line(ink: Uint8Array, w: number, x0: number, y0: number, x1: number, y1: number) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(x0 + ((x1 - x0) * s) / (steps || 1));
    const y = Math.round(y0 + ((y1 - y0) * s) / (steps || 1));
    ink[y * w + x] = 1;
  }
}

/**
 * Links line ends: each end of a thin line (an ink pixel with one ink neighbour) is joined by a
 * straight stroke to the nearest ink of another line, or to another line end, within `reach`
 * pixels, or to the picture's edge (where the frame is) when that is nearer. A gap in an outline left by a soft or noisy
 * stretch of edge is what turns a head into two floating ears; joining it closes the area.
 */
export function linkEnds(ink: Uint8Array, w: number, h: number, reach: number): number {
  const labels = label(ink, w, h);
  const ends: number[] = [];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!ink[i]) continue;
      let around = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && ink[i + dy * w + dx]) around++;
      if (around === 1) ends.push(i);
    }
  const isEnd = new Uint8Array(w * h);
  for (const e of ends) isEnd[e] = 1;
  let linked = 0;
  const r2 = reach * reach;
  for (const e of ends) {
    const ex = e % w;
    const ey = (e - ex) / w;
    const own = labels[e] as number;
    let best = r2 + 1;
    let bx = -1;
    let by = -1;
    for (let dy = -reach; dy <= reach; dy++) {
      const y = ey + dy;
      if (y < 0 || y >= h) continue;
      for (let dx = -reach; dx <= reach; dx++) {
        const x = ex + dx;
        if (x < 0 || x >= w) continue;
        const d = dx * dx + dy * dy;
        if (d >= best) continue;
        const k = y * w + x;
        const l = labels[k] as number;
        // Another line, or the other end of this one (an outline with one gap).
        if ((l && l !== own) || (isEnd[k] && d >= 16)) {
          best = d;
          bx = x;
          by = y;
        }
      }
    }
    // The picture's edge: the frame drawn round it closes an outline that runs off the photo.
    for (const [d, x, y] of [
      [ex, 0, ey],
      [w - 1 - ex, w - 1, ey],
      [ey, ex, 0],
      [h - 1 - ey, ex, h - 1],
    ] as const) {
      if (d * d < best) {
        best = d * d;
        bx = x;
        by = y;
      }
    }
    if (bx < 0) continue;
    line(ink, w, ex, ey, bx, by);
    linked++;
  }
  return linked;
}
