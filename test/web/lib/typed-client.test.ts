import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as apiModule from "../../../web/lib/api";
import { answer, apiHref, client, urls } from "../../../web/lib/api";

const root = join(import.meta.dirname, "../../..");
const webSources = readdirSync(join(root, "web"), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => join("web", f));
const read = (path: string) => readFileSync(join(root, path), "utf8");

// docs/architecture.md "Web" and decision 030: the web calls the API through `client` only.
describe("the web calls the API through the typed client", () => {
  it("no web file calls the API by a string path", () => {
    const byPath = /\bapi\s*\.\s*(get|post|put|patch|del)\b|\bfetch\(\s*["'`]\/api\//;
    expect(webSources.filter((f) => byPath.test(read(f)))).toEqual([]);
    expect(Object.keys(apiModule).sort()).toEqual([
      "ApiError",
      "OFFLINE_MESSAGE",
      "answer",
      "apiHref",
      "client",
      "urls",
    ]);
  });

  it("no web file builds an API address as a string", () => {
    // Images, downloads, the event stream and the upload come from `urls` too; web/lib/api.ts holds the base.
    const address = /["'`]\/api\//;
    const builders = webSources.filter((f) => f !== join("web", "lib", "api.ts") && address.test(read(f)));
    expect(builders).toEqual([]);
  });

  it("an address comes from its route, with its parameters and query", () => {
    const id = "g 1/x";
    const pdf = urls.generations[":id"]["print.pdf"].$url({
      param: { id: encodeURIComponent(id) },
      query: { paper: "a4", download: "1" },
    });
    expect(apiHref(pdf)).toBe("/api/generations/g%201%2Fx/print.pdf?paper=a4&download=1");
    expect(apiHref(urls.events.$url())).toBe("/api/events");
    expect(apiHref(urls.uploads.$url())).toBe("/api/uploads");
  });

  it("the compiler holds paths, bodies and answers to the server's routes", () => {
    // Never called: each line is a type error, and `tsc` fails on an @ts-expect-error that has none.
    const misspelt = async () => {
      // @ts-expect-error a route that does not exist
      await client.generationz.$get();
      // @ts-expect-error a body field the route does not take
      await client.books.$post({ json: { titel: "Dino Days" } });
      // @ts-expect-error a path parameter the route does not have
      await client.generations[":id"].$get({ param: { bookId: "b1" } });
      // @ts-expect-error an address of a route that does not exist
      urls.generations[":id"]["print.pfd"].$url({ param: { id: "g1" } });
      // @ts-expect-error a query key the route does not take
      urls.generations[":id"]["print.pdf"].$url({ param: { id: "g1" }, query: { sheet: "a4" } });
      const { generation } = await answer(client.generations[":id"].$get({ param: { id: "g1" } }));
      // @ts-expect-error an answer field the route does not give
      return generation.color;
    };
    expect(misspelt).toBeTypeOf("function");
  });
});
