type Level = "info" | "warn" | "error";

/** One JSON line per event, so logs can be searched and shipped as they are. */
function write(level: Level, event: string, details?: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...details }, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
  if (level === "error") console.error(line);
  else console.log(line);
}

export const logger = {
  info: (event: string, details?: Record<string, unknown>) => write("info", event, details),
  warn: (event: string, details?: Record<string, unknown>) => write("warn", event, details),
  error: (event: string, details?: Record<string, unknown>) => write("error", event, details),
};
