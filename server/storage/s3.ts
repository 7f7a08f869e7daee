import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { AppError } from "../errors.js";
import type { Logger } from "../logger.js";
import type { FileStore } from "./files.js";
import { type ImageStore, missingPage, monthKey } from "./images.js";

interface S3Options {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key ("inkling/"), so one bucket can hold several things. */
  prefix?: string;
  /** How long one operation (its retries included) may take before the store counts as unavailable. */
  timeoutMs?: number;
  /** Where an unavailable store is reported (operation, key and status). */
  logger?: Logger;
}

const storageUnavailableMessage = "File storage is not answering. Please try again in a few minutes.";
/** The default of S3_TIMEOUT_MS. */
const S3_TIMEOUT_MS = 20_000;

/** An object store's bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), requests signed with SigV4. */
interface S3Bucket {
  put(key: string, data: Uint8Array, type: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Keys that start with `prefix` (after the bucket's own prefix, which is not shown). */
  list(prefix: string): Promise<string[]>;
}

const TYPES: Record<string, string> = {
  png: "image/png",
  svg: "image/svg+xml",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  zip: "application/zip",
};
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

function checkKey(key: string): string {
  if (!key || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
    throw new Error("file key escapes the store");
  }
  return key;
}

/** The text of `<tag>…</tag>` elements in an S3 XML answer (keys are XML-escaped there). */
function elements(xml: string, tag: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
      .replace(/&amp;/g, "&");
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => decode(m[1] ?? ""));
}

export function s3Bucket(o: S3Options): S3Bucket {
  const client = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    service: "s3",
    region: o.region,
    retries: 3,
  });
  const prefix = o.prefix ?? "";
  const base = `${o.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(o.bucket)}`;
  const url = (key: string) => `${base}/${(prefix + checkKey(key)).split("/").map(encodeURIComponent).join("/")}`;
  const timeoutMs = o.timeoutMs ?? S3_TIMEOUT_MS;
  // The answer's status and the key only: never a header or a body that could carry a secret.
  const fail = (what: string, key: string, res: Response) =>
    new Error(`object storage ${what} ${key} failed: ${res.status} ${res.statusText}`);
  // A store that does not answer in time, cannot be reached or answers 5xx (after aws4fetch's
  // retries) is unavailable: the caller gets 503 storage-unavailable, not a request held for minutes.
  const unavailable = (what: string, key: string, status: number | "timeout" | "unreachable") => {
    o.logger?.warn("object storage unavailable", { operation: what, key, status });
    return new AppError(503, "storage-unavailable", storageUnavailableMessage);
  };
  /** One operation: the request and the reading of its answer, under one deadline. */
  async function call<T>(
    what: string,
    key: string,
    href: string,
    init: RequestInit,
    read: (res: Response) => Promise<T>,
  ) {
    const signal = AbortSignal.timeout(timeoutMs);
    let res: Response;
    let body: T;
    try {
      res = await client.fetch(href, { ...init, signal });
      body = await read(res);
    } catch {
      throw unavailable(what, key, signal.aborted ? "timeout" : "unreachable");
    }
    if (res.status >= 500) throw unavailable(what, key, res.status);
    return { res, body };
  }
  return {
    async put(key, data, type) {
      const { res } = await call(
        "PUT",
        key,
        url(key),
        {
          method: "PUT",
          body: data as Uint8Array<ArrayBuffer>,
          // The store checks the bytes it received against this (the signature covers it).
          headers: { "content-type": type, "x-amz-content-sha256": createHash("sha256").update(data).digest("hex") },
        },
        (r) => r.arrayBuffer(),
      );
      if (!res.ok) throw fail("PUT", key, res);
    },
    async get(key) {
      const { res, body } = await call("GET", key, url(key), {}, (r) => r.arrayBuffer());
      if (res.status === 404) return null;
      if (!res.ok) throw fail("GET", key, res);
      return Buffer.from(body);
    },
    async remove(key) {
      const { res } = await call("DELETE", key, url(key), { method: "DELETE" }, (r) => r.arrayBuffer());
      if (!res.ok && res.status !== 404) throw fail("DELETE", key, res);
    },
    async list(folder) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const q = new URLSearchParams({ "list-type": "2", prefix: prefix + folder });
        if (token) q.set("continuation-token", token);
        const { res, body: xml } = await call("LIST", folder, `${base}?${q}`, {}, (r) => r.text());
        if (!res.ok) throw fail("LIST", folder, res);
        keys.push(...elements(xml, "Key").map((k) => k.slice(prefix.length)));
        token = elements(xml, "IsTruncated")[0] === "true" ? elements(xml, "NextContinuationToken")[0] : undefined;
      } while (token);
      return keys;
    },
  };
}

/** Files kept as `<namespace>/<key>` in the bucket (uploads, book exports). */
export function s3Files(bucket: S3Bucket, namespace: string): FileStore {
  const name = (key: string) => `${namespace}/${checkKey(key)}`;
  return {
    write: async (key, data) => bucket.put(name(key), data, typeOf(key)),
    read: async (key) => bucket.get(name(key)),
    remove: async (key) => bucket.remove(name(key)),
    async removeFolder(folder) {
      for (const key of await bucket.list(`${name(folder)}/`)) await bucket.remove(key);
    },
  };
}

/** Generated pages as `YYYY-MM/<id>.<ext>`, beside the files' namespaces. */
export function s3ImageStore(bucket: S3Bucket): ImageStore {
  return {
    async save(id, data, ext = "png") {
      const key = monthKey(id, ext);
      await bucket.put(key, typeof data === "string" ? Buffer.from(data) : data, typeOf(key));
      return key;
    },
    async read(key) {
      const data = await bucket.get(key);
      if (!data) throw missingPage(key);
      return data;
    },
    remove: (key) => bucket.remove(key),
  };
}
