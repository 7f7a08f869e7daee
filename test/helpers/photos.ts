import sharp from "sharp";

/**
 * Synthetic photos for the photo tools' tests, made procedurally (no downloaded images): shapes
 * with soft shading, gradients, a hard shadow, people, a busy background, rendered by sharp from
 * SVG, then a camera's faults on the pixels (sensor grain, an underexposed frame) and saved as
 * JPEG, PNG or WebP. Each scene also gives its subject's silhouette, so a test can ask whether
 * the page kept the subject's outline.
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

/** A deterministic generator of normally distributed numbers (Box–Muller over an LCG). */
function gaussian(seed: number): () => number {
  let s = seed >>> 0 || 1;
  const uniform = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s + 0.5) / 2 ** 32;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

interface CameraFaults {
  /** Sensor grain: standard deviation in grey levels, each channel on its own (a phone at ISO 3200 gives ~20–30). */
  grain?: number;
  /** Exposure: the scene's light is multiplied by this before the grain (0.3 is a dim room). */
  light?: number;
  seed?: number;
}

/**
 * A camera's faults on an RGB image: the light scaled (an underexposed frame), then sensor
 * noise added after it, so a dark photo is as grainy as a bright one in grey levels and far
 * grainier relative to its contrast, as a phone's low-light photo is.
 */
async function camera(png: Buffer, faults: CameraFaults): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const next = gaussian(faults.seed ?? 11);
  const light = faults.light ?? 1;
  const grain = faults.grain ?? 0;
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = (data[i] as number) * light + grain * next();
    out[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Turns every drawn pixel of an SVG's `<g id="subject">` black and drops the rest: its silhouette. */
function silhouetteSvg(svg: string): string {
  const start = svg.indexOf('<g id="subject">');
  const end = svg.indexOf("</g><!--subject-->");
  if (start < 0 || end < 0) throw new Error("the scene has no subject group");
  const open = svg.slice(0, svg.indexOf(">", svg.indexOf("<svg")) + 1);
  const defs = /<defs>[\s\S]*?<\/defs>/.exec(svg)?.[0] ?? "";
  return `${open}${defs.replace("</defs>", "")}${defs ? "" : "<defs>"}<filter id="black"><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"/></filter></defs>
  <rect width="100%" height="100%" fill="#fff"/><g filter="url(#black)">${svg.slice(start, end)}</g></g></svg>`;
}
export type Background = "plain" | "busy";

/**
 * A busy background: foliage and bricks in many colours, each shape small and contrasted, as
 * behind a person photographed in a garden or a street.
 */
function busy(width: number, height: number, seed: number): string {
  let s = seed;
  const rnd = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const parts: string[] = [];
  for (let y = 0; y < height; y += 36)
    for (let x = (y / 36) % 2 ? -40 : 0; x < width; x += 80) {
      const shade = 120 + Math.floor(rnd() * 80);
      parts.push(
        `<rect x="${x}" y="${y}" width="76" height="32" fill="rgb(${shade},${Math.floor(shade * 0.55)},${Math.floor(shade * 0.4)})"/>`,
      );
    }
  const greens = ["#2f6b2a", "#4f8f3a", "#7fb04a", "#1f4d1c", "#9cc45a", "#c9a227", "#d2553a"];
  for (let i = 0; i < (width * height) / 1400; i++) {
    const rx = Math.round(10 + rnd() * 26);
    const cx = Math.round(rnd() * width);
    const cy = Math.round(rnd() * height);
    const fill = greens[Math.floor(rnd() * greens.length)];
    const turn = Math.floor(rnd() * 180);
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.45)}" fill="${fill}" transform="rotate(${turn} ${cx} ${cy})"/>`,
    );
  }
  return parts.join("");
}

/** A person: a shaded face with a hard shadow on one cheek, hair, shoulders, a soft (or busy) background. */
export function portraitSvg(width = 800, height = 1000, shadowBlur = 14, background: Background = "plain"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc5e8"/><stop offset="1" stop-color="#e8f1f8"/></linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#f6d3b8"/><stop offset="0.7" stop-color="#dba888"/><stop offset="1" stop-color="#b07d5e"/></radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#6e1f17"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${shadowBlur}"/></filter>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>${background === "busy" ? busy(800, 1000, 3) : ""}
  <g id="subject">
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
  </g><!--subject-->
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

/** A pet: a dog's head with ears, eyes, a nose, a darker coat side, on grass (or a busy background). */
export function petSvg(width = 900, height = 900, background: Background = "plain"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 900 900">
  <defs>
    <radialGradient id="fur" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#e0b27a"/><stop offset="1" stop-color="#8a5a2b"/></radialGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3c8"/><stop offset="1" stop-color="#86a87a"/></linearGradient>
  </defs>
  <rect width="900" height="900" fill="url(#bg)"/>${background === "busy" ? busy(900, 900, 5) : ""}
  <g id="subject">
  <ellipse cx="230" cy="330" rx="90" ry="190" fill="#5b3a1e" transform="rotate(20 230 330)"/>
  <ellipse cx="670" cy="330" rx="90" ry="190" fill="#5b3a1e" transform="rotate(-20 670 330)"/>
  <ellipse cx="450" cy="450" rx="250" ry="280" fill="url(#fur)"/>
  <ellipse cx="450" cy="580" rx="130" ry="100" fill="#f3dcc0"/>
  <circle cx="360" cy="410" r="30" fill="#1e130a"/><circle cx="540" cy="410" r="30" fill="#1e130a"/>
  <circle cx="368" cy="400" r="8" fill="#fff"/><circle cx="548" cy="400" r="8" fill="#fff"/>
  <ellipse cx="450" cy="530" rx="48" ry="34" fill="#1e130a"/>
  <path d="M450 565 L450 610 M400 630 Q450 660 500 630" stroke="#1e130a" stroke-width="8" fill="none"/>
  </g><!--subject-->
</svg>`;
}

/** One standing person, feet at `base`, `h` tall, centred on `x`, in a shirt of `shirt`. */
function person(x: number, base: number, h: number, shirt: string, hair: string): string {
  const u = h / 100;
  const p = (n: number) => (n * u).toFixed(1);
  const X = (n: number) => (x + n * u).toFixed(1);
  const Y = (n: number) => (base - h + n * u).toFixed(1);
  return `<g>
    <path d="M${X(-9)} ${Y(52)} L${X(-11)} ${Y(99)} L${X(-3)} ${Y(99)} L${X(0)} ${Y(62)} L${X(3)} ${Y(99)} L${X(11)} ${Y(99)} L${X(9)} ${Y(52)} Z" fill="#2d3e63"/>
    <path d="M${X(-13)} ${Y(20)} Q${X(0)} ${Y(16)} ${X(13)} ${Y(20)} L${X(21)} ${Y(50)} L${X(15)} ${Y(52)} L${X(11)} ${Y(34)} L${X(10)} ${Y(55)} L${X(-10)} ${Y(55)} L${X(-11)} ${Y(34)} L${X(-15)} ${Y(52)} L${X(-21)} ${Y(50)} Z" fill="${shirt}"/>
    <rect x="${X(-3)}" y="${Y(14)}" width="${p(6)}" height="${p(6)}" fill="#c99172"/>
    <ellipse cx="${X(0)}" cy="${Y(9)}" rx="${p(7)}" ry="${p(8.5)}" fill="url(#skin)"/>
    <path d="M${X(-7.5)} ${Y(9)} C${X(-8)} ${Y(-1)} ${X(8)} ${Y(-1)} ${X(7.5)} ${Y(9)} C${X(5)} ${Y(4)} ${X(-5)} ${Y(4)} ${X(-7.5)} ${Y(9)} Z" fill="${hair}"/>
    <circle cx="${X(-2.6)}" cy="${Y(9.5)}" r="${p(0.9)}" fill="#2a1a10"/><circle cx="${X(2.6)}" cy="${Y(9.5)}" r="${p(0.9)}" fill="#2a1a10"/>
    <path d="M${X(-2.5)} ${Y(13.5)} Q${X(0)} ${Y(15.5)} ${X(2.5)} ${Y(13.5)}" stroke="#8a3b32" stroke-width="${p(0.7)}" fill="none"/>
  </g>`;
}

/** People: two adults and a child standing in a park (or a busy street), a landscape photo. */
function peopleSvg(width = 1500, height = 1000, background: Background = "plain"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1500 1000">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c8e6"/><stop offset="1" stop-color="#e4eef6"/></linearGradient>
    <radialGradient id="skin" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#f3cdb0"/><stop offset="1" stop-color="#c08a68"/></radialGradient>
  </defs>
  <rect width="1500" height="1000" fill="url(#sky)"/><rect y="760" width="1500" height="240" fill="#7aa052"/>${background === "busy" ? busy(1500, 1000, 9) : ""}
  <g id="subject">
  ${person(520, 960, 760, "#3f6fb5", "#3b2414")}
  ${person(1000, 960, 700, "#c0392b", "#7a5230")}
  ${person(760, 960, 480, "#e0b030", "#2b1a0e")}
  </g><!--subject-->
</svg>`;
}

export interface Scene {
  name: string;
  /** The drawing (an SVG with a `<g id="subject">`) and the camera's faults on it. */
  svg: string;
  faults: CameraFaults;
}

/**
 * Real-looking photos as phones take them: grain, low light, a busy background, people; the
 * set the photo tests count regions on and the before/after sheets show.
 */
export const scenes: Scene[] = [
  { name: "grainy pet", svg: petSvg(), faults: { grain: 28 } },
  { name: "grainy portrait", svg: portraitSvg(), faults: { grain: 28 } },
  { name: "low-light portrait", svg: portraitSvg(), faults: { light: 0.3, grain: 10 } },
  { name: "pet on a busy background", svg: petSvg(900, 900, "busy"), faults: { grain: 8 } },
  { name: "portrait on a busy background", svg: portraitSvg(800, 1000, 14, "busy"), faults: { grain: 8 } },
  { name: "people, landscape", svg: peopleSvg(), faults: { grain: 14 } },
  { name: "people in low light", svg: peopleSvg(), faults: { light: 0.35, grain: 12 } },
  { name: "people on a busy background", svg: peopleSvg(1500, 1000, "busy"), faults: { grain: 12 } },
];

/** A scene as the JPEG a phone would send. */
export async function scenePhoto(scene: Scene, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const drawn = await sharp(Buffer.from(scene.svg)).png().toBuffer();
  const shot = await camera(drawn, scene.faults);
  return sharp(shot)
    .toFormat(format, format === "jpeg" ? { quality: 88 } : {})
    .toBuffer();
}

/** The scene's subject as black on white, the photo's size (a PNG). */
export async function sceneSilhouette(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(silhouetteSvg(scene.svg)))
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
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
