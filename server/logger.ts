type Level = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

/** One line per event. Callers pass ids and codes, never secrets, tokens or passwords. */
export function createLogger(
  level: Level = "info",
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger {
  const log = (at: Exclude<Level, "silent">) => (msg: string, data?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const extra = data ? ` ${JSON.stringify(data)}` : "";
    write(`${new Date().toISOString()} ${at.toUpperCase()} ${msg}${extra}`);
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export const silentLogger = createLogger("silent");
