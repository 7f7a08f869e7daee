import { createServer } from "node:net";

/**
 * Whether something already listens on `host:port`, found by listening there for a moment. Start
 * checks this before anything else (docs/operations.md, "Starting"): a server that found its port
 * taken only after migrating, creating the administrator and printing its one-time password
 * crashed with a stack trace, and the password was never shown again.
 */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (err: NodeJS.ErrnoException) => (err.code === "EADDRINUSE" ? resolve(true) : reject(err)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** The one line start prints when its port is taken. */
export const portInUseMessage = (port: number, host: string) =>
  `Port ${port} on ${host} is already in use (is Inkling already running?). Stop that program, or start on another port: PORT=${port + 1} npm start`;
