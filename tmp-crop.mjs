// node tmp-crop.mjs sheet.png outprefix  → cuts into pieces of 5 cols x 2 rows
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
const [src, prefix] = process.argv.slice(2);
const buf = readFileSync(src);
const W = buf.readUInt32BE(16), H = buf.readUInt32BE(20);
const cw = 212, ch = Math.round(200 * 1.294) + 52;
const b64 = buf.toString("base64");
let n = 0;
for (let r = 0; r * ch < H - 20; r += 2) for (let c = 0; c < 10; c += 5) {
  const x = c * cw, y = r * ch, w = 5 * cw + 12, h = 2 * ch + 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 1.5}" height="${h * 1.5}" viewBox="${x} ${y} ${w} ${h}"><image x="0" y="0" width="${W}" height="${H}" href="data:image/png;base64,${b64}"/></svg>`;
  writeFileSync(`${prefix}-${++n}.png`, new Resvg(svg).render().asPng());
}
console.log(n, W, H);
