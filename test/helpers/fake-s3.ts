import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { type AddressInfo, createServer as createNetServer, type Socket } from "node:net";
import { AwsV4Signer } from "aws4fetch";

export const S3_KEYS = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "fake-s3-secret-key-0123456789" };

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A local HTTP server that speaks the S3 REST API path-style (PUT, GET, DELETE an object;
 * ListObjectsV2 with prefix and continuation tokens), and checks every request's SigV4 signature
 * against the known key as S3 does (403 SignatureDoesNotMatch otherwise). Objects live in `objects`.
 */
export async function startFakeS3(bucket = "pages", pageSize = 1000) {
  const objects = new Map<string, { data: Buffer; type: string }>();
  const requests: { method: string; path: string }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", base);
    requests.push({ method: req.method ?? "", path: url.pathname + url.search });
    const send = (status: number, text = "", type = "application/xml") => {
      res.writeHead(status, { "content-type": type });
      res.end(text);
    };
    const error = (status: number, code: string) =>
      send(status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);

    // The signature, recomputed from the request as received.
    const auth = String(req.headers.authorization ?? "");
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(";") ?? [];
    const headers = new Headers();
    for (const name of signed) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(",") : value);
    }
    const hash = createHash("sha256").update(body).digest("hex");
    const claimed = req.headers["x-amz-content-sha256"];
    if (claimed !== hash && !(claimed === "UNSIGNED-PAYLOAD" && req.method !== "PUT")) {
      return error(400, "XAmzContentSHA256Mismatch");
    }
    const expected = await new AwsV4Signer({
      method: req.method,
      url: url.toString(),
      headers,
      body: body.length ? body : undefined,
      service: "s3",
      region: /Credential=[^/]+\/\d+\/([^/]+)\//.exec(auth)?.[1] ?? "",
      datetime: String(req.headers["x-amz-date"] ?? ""),
      ...S3_KEYS,
    }).authHeader();
    if (!auth || auth !== expected) return error(403, "SignatureDoesNotMatch");

    const [, name, ...rest] = url.pathname.split("/");
    if (name !== bucket) return error(404, "NoSuchBucket");
    const key = rest.map(decodeURIComponent).join("/");
    if (!key && req.method === "GET" && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const from = Number(url.searchParams.get("continuation-token") ?? 0);
      const page = all.slice(from, from + pageSize);
      const more = from + pageSize < all.length;
      return send(
        200,
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix>` +
          `<KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>` +
          (more ? `<NextContinuationToken>${from + pageSize}</NextContinuationToken>` : "") +
          page.map((k) => `<Contents><Key>${xml(k)}</Key></Contents>`).join("") +
          "</ListBucketResult>",
      );
    }
    if (req.method === "PUT") {
      objects.set(key, { data: body, type: String(req.headers["content-type"] ?? "") });
      return send(200);
    }
    if (req.method === "GET") {
      const o = objects.get(key);
      if (!o) return error(404, "NoSuchKey");
      res.writeHead(200, { "content-type": o.type });
      return res.end(o.data);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return send(204);
    }
    error(405, "MethodNotAllowed");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    bucket,
    objects,
    requests,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: base,
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An S3 endpoint that accepts connections, reads what it is sent and never answers (a hung
 * load balancer in front of a store). `requests` counts the connections it took.
 */
export async function startSilentS3(bucket = "pages") {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createNetServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("data", () => undefined);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    connections: () => connections,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: base,
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
