// A short log of the last requests, for support and debugging (requirements §9: keeps up to 50 signals, then the
// older half is dropped, so pushing stays O(1) on average and the log never grows without bound).

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  at: number;
}

export interface RequestLog {
  push(entry: RequestLogEntry): void;
  entries(): readonly RequestLogEntry[];
}

export function createRequestLog(limit: number): RequestLog {
  let entries: RequestLogEntry[] = [];
  return {
    push(entry) {
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(Math.floor(entries.length / 2));
    },
    entries: () => entries,
  };
}
