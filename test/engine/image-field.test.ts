import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogFile } from "../../engine/catalog.js";
import { compileToolSchema, validateValues } from "../../engine/compile.js";
import { buildCatalogSchema } from "../../scripts/catalog-schema.js";
import { hubYaml, siteYaml } from "../helpers/catalog-files.js";

// The `image` field type as a catalogue author meets it: a photo tool is a file like any other.
const hubs = hubYaml({ id: "photos", title: "Photos", icon: "camera", cards: "[house]" });
const house = `title: House from a photo
description: Your house as a page
icon: house
output: line-art
fields:
  - name: photo
    type: image
    label: Photo of your house
    required: Please upload a photo of your house
prompt: Black-and-white line art coloring page of {{photo}}, no shading, white background, printable.
sketch:
  layout: photo
`;

function build(text: string) {
  const files: CatalogFile[] = [
    { path: "site.yaml", text: siteYaml },
    { path: "hubs.yaml", text: hubs },
    { path: "photos/house.yaml", text },
  ];
  return buildCatalog(files);
}

describe("the image field type", () => {
  it("makes a photo tool from one file", () => {
    const { catalog, errors } = build(house);
    expect(errors).toEqual([]);
    const tool = catalog.byId.get("photos/house");
    expect(tool?.fields[0]).toMatchObject({ type: "image", name: "photo" });
  });

  it("validates with the shared schema: an id is required, with the field's message", () => {
    const tool = build(house).catalog.byId.get("photos/house")!;
    const message = "Please upload a photo of your house";
    for (const photo of [undefined, "", "   ", 42, "../etc/passwd", "a b c d e f"]) {
      expect(validateValues(tool, { photo })).toMatchObject({ ok: false, message, fields: { photo: message } });
    }
    expect(validateValues(tool, { photo: " mbx0q9a1k2abcdefgh " })).toEqual({
      ok: true,
      values: { photo: "mbx0q9a1k2abcdefgh" },
    });
    expect(compileToolSchema(tool)).toBe(compileToolSchema(tool));
  });

  it("is checked by catalog:check: required: is mandatory, layout photo needs one image field and vice versa", () => {
    const noMessage = build(house.replace("    required: Please upload a photo of your house\n", ""));
    expect(noMessage.errors[0]?.message).toMatch(/required/);
    const wrongLayout = build(house.replace("layout: photo", "layout: motif"));
    expect(wrongLayout.errors.map((e) => e.message).join("\n")).toMatch(/use layout: photo/);
    const noPhoto = build(
      house
        .replace("type: image", "type: text")
        .replace("line art coloring page of {{photo}}", "line art coloring page of a house called {{photo}}"),
    );
    expect(noPhoto.errors.map((e) => e.message).join("\n")).toMatch(/the photo layout needs exactly one image field/);
  });

  it("is in the editors' JSON Schema", () => {
    expect(JSON.stringify(buildCatalogSchema())).toContain('"const":"image"');
  });
});
