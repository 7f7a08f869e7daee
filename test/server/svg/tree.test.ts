import { icons } from "@iconify-json/fluent-emoji-flat";
import { describe, expect, it } from "vitest";
import { oneEyedBody } from "../../../server/sketch/art.js";
import { mapSvg, parseSvg, repaintSvg, rescaleStrokes, serialiseSvg, withAttrs } from "../../../server/svg/tree.js";

describe("SVG as a tree (server/svg/tree.ts)", () => {
  it("reads and writes back every Fluent emoji body byte for byte", () => {
    const bodies = Object.values(icons.icons).map((i) => i.body);
    expect(bodies.length).toBeGreaterThan(3000);
    expect(bodies.filter((b) => serialiseSvg(parseSvg(b)) !== b)).toEqual([]);
  });

  it("keeps text and escapes what markup needs escaped", () => {
    const tree = parseSvg('<svg><text x="1" data-note="a &amp; &quot;b&quot; &lt;c">1 &lt; 2 &amp; 3</text></svg>');
    expect(tree).toEqual([
      {
        name: "svg",
        attrs: {},
        children: [{ name: "text", attrs: { x: "1", "data-note": 'a & "b" <c' }, children: ["1 < 2 & 3"] }],
      },
    ]);
    expect(serialiseSvg(tree)).toBe(
      '<svg><text x="1" data-note="a &amp; &quot;b&quot; &lt;c">1 &lt; 2 &amp; 3</text></svg>',
    );
  });

  it("edits a copy: elements left out, attributes changed in place order, the source untouched", () => {
    const source = parseSvg('<g fill="#f00" stroke-width="2"><path d="M0 0" opacity=".5"/><circle r="1"/></g>');
    const before = JSON.stringify(source);
    const edited = mapSvg(source, (el) =>
      el.name === "path" ? null : withAttrs(el, { fill: el.attrs.fill && "#000", "stroke-width": undefined }),
    );
    expect(serialiseSvg(edited)).toBe('<g fill="#000"><circle r="1"/></g>');
    expect(JSON.stringify(source)).toBe(before);
  });

  it("repaints hex colours only and scales numeric stroke widths only", () => {
    const markup = '<g stroke="#123" fill="url(#a)"><path fill="#abcdef" stroke="none" stroke-width="1.5"/></g>';
    expect(repaintSvg(markup, { fill: "#fff" })).toBe(
      '<g stroke="#123" fill="url(#a)"><path fill="#fff" stroke="none" stroke-width="1.5"/></g>',
    );
    expect(rescaleStrokes('<path stroke-width="1.5"/><path stroke-width="inherit"/>', (w) => String(w * 2))).toBe(
      '<path stroke-width="3"/><path stroke-width="inherit"/>',
    );
  });
});

describe("one-eyed drawings are edited on the tree", () => {
  // A face of the 32-unit grid with a pair of pupils mirrored about its middle.
  const face =
    '<path fill="#FFB02E" d="M2 2h28v28H2z"/><path fill="#402A32" d="M12 14L14 14L14 16L12 16zM18 14L20 14L20 16L18 16z"/>';

  it("a cyclops gets its one eye even when the drawing has no outer group", () => {
    const one = oneEyedBody(face, true) as string;
    expect(one).not.toContain("M12 14");
    expect(one).toMatch(
      /^<path fill="#FFB02E" d="M2 2h28v28H2z"\/><ellipse cx="16" cy="15" rx="1.50" ry="1.50" fill="#402A32"\/>$/,
    );
  });

  it("inside an outer group the eye is drawn last within it", () => {
    const one = oneEyedBody(`<g>${face}</g>`, true) as string;
    expect(one).toMatch(/<ellipse cx="16"[^>]*\/><\/g>$/);
  });

  it("an animal keeps its left pupil only", () => {
    const left = oneEyedBody(face, false) as string;
    const pupils = parseSvg(left).filter((n) => typeof n !== "string" && n.attrs.fill === "#402A32");
    expect(pupils).toHaveLength(1);
    const d = typeof pupils[0] === "string" ? "" : (pupils[0]?.attrs.d ?? "");
    expect(d.match(/M/g)).toHaveLength(1);
    expect(d).toMatch(/^M12 14/);
  });
});
