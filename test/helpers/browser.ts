/**
 * A browser's session against a server over a real socket: keeps its session cookie, sends the
 * server's origin on state-changing requests, and reads JSON answers (anything else as `{text}`).
 */
export function browser(origin: string) {
  let cookie = "";
  return async (method: string, path: string, body?: unknown) => {
    const form = body instanceof FormData;
    const res = await fetch(origin + path, {
      method,
      headers: {
        ...(body && !form ? { "content-type": "application/json" } : {}),
        ...(method === "GET" ? {} : { origin }),
        ...(cookie ? { cookie } : {}),
      },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { text };
    }
    return { status: res.status, json: parsed as any, cookie: () => cookie };
  };
}
