import { describe, expect, it } from "vitest";
import { CoalescingTask } from "./coalescing-task";

function controlledTask() {
  const finishers: Array<() => void> = [];
  let runs = 0;
  return {
    task: () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finishers.push(resolve);
      }),
    finishRun: async (task: CoalescingTask) => {
      finishers.shift()?.();
      await task.running;
    },
    runs: () => runs,
  };
}

describe("CoalescingTask", () => {
  it("runs once more after the run under way, however often it was asked meanwhile", async () => {
    const control = controlledTask();
    let idle = 0;
    const task = new CoalescingTask(control.task, () => (idle += 1));
    task.run();
    task.run();
    task.run();
    expect(control.runs()).toBe(1);
    const first = task.running;
    control.finishRun(task);
    await first;
    expect(control.runs()).toBe(2);
    expect(idle).toBe(0);
    await control.finishRun(task);
    expect(task.running).toBeNull();
    expect(control.runs()).toBe(2);
    expect(idle).toBe(1);
  });

  it("forgets the asks to run again, and lets the run under way finish", async () => {
    const control = controlledTask();
    const task = new CoalescingTask(control.task);
    task.run();
    task.run();
    task.forgetAsks();
    await control.finishRun(task);
    expect(task.running).toBeNull();
    expect(control.runs()).toBe(1);
  });
});
