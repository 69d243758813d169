import { capture, checkPlan, measureAlternating } from "./load-runner";
import { startBareServer } from "./processes";
import { failedRow, LOAD_HEADER, loadRow } from "./result-tables";
import type { Scenario } from "./scenarios";

/** Requests of each plan sent one by one before it is timed. */
export const PLAN_SAMPLES = 40;

/** Loads one scenario on the gateway, alternating with a bare server that answers the scenario's representative bytes. */
export async function runAgainstBare(gatewayUrl: string, scenario: Scenario): Promise<string[]> {
  try {
    await checkPlan(gatewayUrl, scenario.plan, PLAN_SAMPLES);
    const bare = await startBareServer(await capture(gatewayUrl, scenario.representative));
    try {
      const [baseline, measured] = await measureAlternating([
        { baseUrl: bare.baseUrl, plan: scenario.plan },
        { baseUrl: gatewayUrl, plan: scenario.plan },
      ]);
      if (!baseline || !measured) throw new Error("no measurement");
      return loadRow(scenario.name, measured, baseline, scenario.targets);
    } finally {
      await bare.stop();
    }
  } catch (error) {
    return failedRow(scenario.name, LOAD_HEADER, error);
  }
}
