/** The white pixels 4-connected to `start` (marked in `seen`): how many, and their bounding box. */
export function flood(white: Uint8Array, w: number, h: number, start: number, seen: Uint8Array) {
  const stack = [start];
  seen[start] = 1;
  let area = 0;
  let x0 = w;
  let x1 = 0;
  let y0 = h;
  let y1 = 0;
  while (stack.length) {
    const p = stack.pop() as number;
    const x = p % w;
    const y = (p - x) / w;
    area++;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
    for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]) {
      if (q >= 0 && white[q] && !seen[q]) {
        seen[q] = 1;
        stack.push(q);
      }
    }
  }
  return { area, x0, x1, y0, y1 };
}
