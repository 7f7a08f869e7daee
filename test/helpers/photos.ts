import sharp from "sharp";

/**
 * Synthetic photos for the photo tools' tests: shapes with soft shading, gradients, a hard
 * shadow and sensor-like noise, rendered by sharp from SVG and saved as JPEG, PNG or WebP.
 */

function noisy(svg: string, width: number, height: number, seed = 7, amount = 18) {
  // Grain: a deterministic noise layer composited over the drawing.
  const noise = Buffer.alloc(width * height * 4);
  let s = seed;
  for (let i = 0; i < width * height; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const v = 128 + ((s % (2 * amount + 1)) - amount);
    noise[i * 4] = v;
    noise[i * 4 + 1] = v;
    noise[i * 4 + 2] = v;
    noise[i * 4 + 3] = 60;
  }
  return sharp(Buffer.from(svg)).composite([{ input: noise, raw: { width, height, channels: 4 }, blend: "overlay" }]);
}

/** A person: a shaded face with a hard shadow on one cheek, hair, shoulders, a soft background. */
export function portraitSvg(width = 800, height = 1000, shadowBlur = 14): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc5e8"/><stop offset="1" stop-color="#e8f1f8"/></linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#f6d3b8"/><stop offset="0.7" stop-color="#dba888"/><stop offset="1" stop-color="#b07d5e"/></radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#6e1f17"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${shadowBlur}"/></filter>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <path d="M120 1000 C140 800 260 740 400 740 C540 740 660 800 680 1000 Z" fill="url(#shirt)"/>
  <rect x="350" y="620" width="100" height="140" fill="#d9a482"/>
  <ellipse cx="400" cy="440" rx="190" ry="240" fill="url(#skin)"/>
  <path d="M470 300 C560 380 580 520 520 640 C590 560 600 380 520 290 Z" fill="#7a4a33" opacity="0.55" filter="url(#soft)"/>
  <path d="M215 380 C200 200 300 150 400 150 C520 150 610 220 590 390 C560 280 480 250 400 250 C310 250 240 290 215 380 Z" fill="#3b2414"/>
  <ellipse cx="330" cy="430" rx="36" ry="20" fill="#ffffff"/><circle cx="332" cy="430" r="14" fill="#4a3020"/>
  <ellipse cx="470" cy="430" rx="36" ry="20" fill="#ffffff"/><circle cx="472" cy="430" r="14" fill="#4a3020"/>
  <path d="M290 390 Q330 370 370 388" stroke="#3b2414" stroke-width="10" fill="none"/>
  <path d="M430 388 Q470 370 510 390" stroke="#3b2414" stroke-width="10" fill="none"/>
  <path d="M400 450 Q390 520 372 540 Q400 552 428 540" stroke="#a06a4c" stroke-width="6" fill="none"/>
  <path d="M340 590 Q400 640 460 590" stroke="#9b3b3b" stroke-width="12" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** A house: walls, a roof, windows and a door under a sky gradient, grass below. */
export function houseSvg(width = 1200, height = 900): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b8fd6"/><stop offset="1" stop-color="#d7e6f7"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f1e2c6"/><stop offset="1" stop-color="#c9b28a"/></linearGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="1000" cy="150" r="70" fill="#fff4b0"/>
  <rect y="680" width="1200" height="220" fill="#5f8f3a"/>
  <rect x="330" y="380" width="540" height="330" fill="url(#wall)"/>
  <polygon points="300,390 600,180 900,390" fill="#8e3b2a"/>
  <rect x="400" y="460" width="110" height="100" fill="#3d5a7a"/><rect x="690" y="460" width="110" height="100" fill="#3d5a7a"/>
  <rect x="555" y="540" width="90" height="170" fill="#5a3a22"/>
  <rect x="150" y="520" width="40" height="180" fill="#5a3a22"/><circle cx="170" cy="470" r="90" fill="#3f7a2e"/>
</svg>`;
}

/** A pet: a dog's head with ears, eyes, a nose, a darker coat side. */
export function petSvg(width = 900, height = 900): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 900 900">
  <defs>
    <radialGradient id="fur" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#e0b27a"/><stop offset="1" stop-color="#8a5a2b"/></radialGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3c8"/><stop offset="1" stop-color="#86a87a"/></linearGradient>
  </defs>
  <rect width="900" height="900" fill="url(#bg)"/>
  <ellipse cx="230" cy="330" rx="90" ry="190" fill="#5b3a1e" transform="rotate(20 230 330)"/>
  <ellipse cx="670" cy="330" rx="90" ry="190" fill="#5b3a1e" transform="rotate(-20 670 330)"/>
  <ellipse cx="450" cy="450" rx="250" ry="280" fill="url(#fur)"/>
  <ellipse cx="450" cy="580" rx="130" ry="100" fill="#f3dcc0"/>
  <circle cx="360" cy="410" r="30" fill="#1e130a"/><circle cx="540" cy="410" r="30" fill="#1e130a"/>
  <circle cx="368" cy="400" r="8" fill="#fff"/><circle cx="548" cy="400" r="8" fill="#fff"/>
  <ellipse cx="450" cy="530" rx="48" ry="34" fill="#1e130a"/>
  <path d="M450 565 L450 610 M400 630 Q450 660 500 630" stroke="#1e130a" stroke-width="8" fill="none"/>
</svg>`;
}

export async function photo(
  svg: string,
  format: "jpeg" | "png" | "webp" = "jpeg",
  size?: { width: number; height: number },
): Promise<Buffer> {
  const w = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 800);
  const h = Number(/height="(\d+)"/.exec(svg)?.[1] ?? 800);
  const flat = await noisy(svg, w, h).png().toBuffer();
  let img = sharp(flat);
  if (size) img = img.resize(size.width, size.height, { fit: "fill" });
  return img.toFormat(format, format === "jpeg" ? { quality: 88 } : {}).toBuffer();
}
