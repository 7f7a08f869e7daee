import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open (docs/operations.md, "Keep-alive"). Node's
 * 5 s default is shorter than the idle timeout of the proxies in front (nginx, AWS and most
 * others keep an upstream connection 60 s), so a proxy reusing a connection at the instant Node
 * closes it gets a reset ("fetch failed", 502): the server must be the side that waits longer.
 * Headers must then be allowed longer than the idle wait, and a whole request longer still.
 */
export function setKeepAlive(server: Server, keepAliveMs: number) {
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1000;
  server.requestTimeout = Math.max(server.requestTimeout, server.headersTimeout);
}
