import autocannon from "autocannon";
import { SETTINGS } from "./bench-settings";
import type { CapturedResponse } from "./processes";

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Where each next request of a load comes from: the same one again, or a different one every time. */
export type RequestPlan = () => LoadRequest;

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One server under load in an alternating comparison, with the requests it is sent. */
export interface LoadTarget {
  baseUrl: string;
  plan: RequestPlan;
}

export async function load(target: LoadTarget, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url: target.baseUrl,
    connections: SETTINGS.connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...target.plan() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Mean throughput and p50 over the rounds, the worst round's p99, every error. */
function combine(rounds: readonly Measurement[]): Measurement {
  const mean = (pick: (m: Measurement) => number) => rounds.reduce((sum, m) => sum + pick(m), 0) / rounds.length;
  return {
    requestsPerSecond: mean((m) => m.requestsPerSecond),
    p50: mean((m) => m.p50),
    p99: Math.max(...rounds.map((m) => m.p99)),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  };
}

/**
 * Warms every target up, then loads them in turn for the configured rounds, so a neighbour's
 * burst on the shared machine falls on all of them alike.
 */
export async function measureAlternating(targets: readonly LoadTarget[]): Promise<Measurement[]> {
  for (const target of targets) await load(target, SETTINGS.warmupSeconds);
  const rounds: Measurement[][] = targets.map(() => []);
  for (let round = 0; round < SETTINGS.rounds; round += 1) {
    for (const [index, target] of targets.entries()) rounds[index]?.push(await load(target, SETTINGS.seconds));
  }
  return rounds.map(combine);
}

export async function send(baseUrl: string, request: LoadRequest): Promise<Response> {
  return fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
}

/** The gateway's answer to one request, refused when it is not a success (GraphQL errors included). */
export async function capture(baseUrl: string, request: LoadRequest): Promise<CapturedResponse> {
  const response = await send(baseUrl, request);
  const body = Buffer.from(await response.arrayBuffer());
  const parsed: unknown = JSON.parse(body.toString("utf8"));
  const hasErrors = typeof parsed === "object" && parsed !== null && "errors" in parsed;
  if (!response.ok || hasErrors) throw new Error(`${request.method} ${request.path} ${request.body ?? ""} answered ${response.status}: ${body.toString("utf8").slice(0, 500)}`);
  return { contentType: response.headers.get("content-type") ?? "application/json", body };
}

/** Sends a sample of a plan's requests one by one, so a malformed request fails loudly instead of being timed. */
export async function checkPlan(baseUrl: string, plan: RequestPlan, samples: number): Promise<void> {
  for (let sample = 0; sample < samples; sample += 1) await capture(baseUrl, plan());
}
