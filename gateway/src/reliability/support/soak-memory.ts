import fs from "node:fs";

export interface RssSample {
  atMs: number;
  megabytes: number;
}

/** A process's resident set, read from /proc as `ps` does: no hook in the process, no admin route. */
export function residentMegabytesOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(kilobytes) / 1024;
}

/** Samples the process's RSS every `everyMs` until stopped. */
export function sampleRss(pid: number, everyMs: number): { samples: RssSample[]; stop(): void } {
  const samples: RssSample[] = [];
  const started = Date.now();
  const take = () => samples.push({ atMs: Date.now() - started, megabytes: residentMegabytesOf(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

export interface MemoryVerdict {
  startMb: number;
  /** The mean of the first window after the warm-up: what growth is measured from. */
  settledMb: number;
  endMb: number;
  maxMb: number;
  /** The last window's mean over the settled one's, minus one. */
  growth: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/**
 * Growth after the warm-up, from windows' means rather than single samples, so one garbage collection's sawtooth is
 * not taken for a leak.
 */
export function judgeMemory(samples: readonly RssSample[], warmUpMs: number, windowMs: number): MemoryVerdict {
  const settledFrom = samples.filter((sample) => sample.atMs >= warmUpMs);
  const endAt = samples.at(-1)?.atMs ?? 0;
  const settled = mean(settledFrom.filter((sample) => sample.atMs < warmUpMs + windowMs).map((sample) => sample.megabytes));
  const end = mean(settledFrom.filter((sample) => sample.atMs > endAt - windowMs).map((sample) => sample.megabytes));
  return {
    startMb: samples[0]?.megabytes ?? 0,
    settledMb: settled,
    endMb: end,
    maxMb: Math.max(...samples.map((sample) => sample.megabytes)),
    growth: settled > 0 ? end / settled - 1 : 0,
  };
}
