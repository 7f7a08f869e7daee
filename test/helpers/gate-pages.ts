/**
 * Deterministic model-like pages for the quality gate (one byte of luminance per pixel):
 * what image models hand back, with grey and broken lines, at any size.
 */

/** A grid of grey anti-aliased lines `cell` px apart, a third of the cells shaded mid-grey. */
export function providerPage(width: number, height: number, cell: number): Uint8Array {
  const lum = new Uint8Array(width * height).fill(250);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = Math.min(x % cell, cell - (x % cell));
      const dy = Math.min(y % cell, cell - (y % cell));
      const d = Math.min(dx, dy);
      const i = y * width + x;
      if (d < 3) lum[i] = 30 + d * 40;
      else if ((Math.floor(x / cell) + Math.floor(y / cell)) % 3 === 0 && d > 40) lum[i] = 150;
    }
  }
  return lum;
}

/**
 * Forty rings of grey ink 1–9 px wide, about half of them broken by a small gap, 300 single-pixel
 * specks and a block of light-grey shading: every repair has work to do.
 */
export function badPage(w: number, h: number, seed: number): Uint8Array {
  const lum = new Uint8Array(w * h).fill(255);
  let s = seed;
  const rnd = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
  for (let k = 0; k < 40; k++) {
    const cx = rnd() * w;
    const cy = rnd() * h;
    const r = 20 + (rnd() * w) / 6;
    const t = 1 + rnd() * 4;
    const gap = rnd() < 0.5;
    for (let a = 0; a < 6.283; a += 0.5 / r) {
      if (gap && a > 1 && a < 1 + 3 / r) continue;
      const x = cx + r * Math.cos(a);
      const y = cy + r * Math.sin(a);
      for (let dy = -t; dy <= t; dy++)
        for (let dx = -t; dx <= t; dx++) {
          const X = Math.round(x + dx);
          const Y = Math.round(y + dy);
          if (X >= 0 && X < w && Y >= 0 && Y < h)
            lum[Y * w + X] = Math.min(lum[Y * w + X] as number, Math.round(60 + rnd() * 120));
        }
    }
  }
  for (let k = 0; k < 300; k++) lum[Math.floor(rnd() * h) * w + Math.floor(rnd() * w)] = 0;
  for (let y = Math.floor(h / 3); y < h / 2; y++)
    for (let x = Math.floor(w / 4); x < w / 2; x++) if (lum[y * w + x] === 255) lum[y * w + x] = 170;
  return lum;
}
