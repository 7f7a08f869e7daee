import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as apiModule from "../../../web/lib/api";
import { answer, client } from "../../../web/lib/api";

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
    expect(Object.keys(apiModule).sort()).toEqual(["ApiError", "OFFLINE_MESSAGE", "answer", "client"]);
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
      const { generation } = await answer(client.generations[":id"].$get({ param: { id: "g1" } }));
      // @ts-expect-error an answer field the route does not give
      return generation.colour;
    };
    expect(misspelt).toBeTypeOf("function");
  });
});
