/**
 * Runs a task one at a time. Asked while it runs, it runs once more afterwards, however often it was asked; when a
 * run ends with no further ask, `whenIdle` is called. The task handles its own failures: it must not reject.
 */
export class CoalescingTask {
  private current: Promise<void> | null = null;
  private askedAgain = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly whenIdle: () => void = () => undefined,
  ) {}

  /** The run under way, if any. */
  get running(): Promise<void> | null {
    return this.current;
  }

  run(): void {
    if (this.current) {
      this.askedAgain = true;
      return;
    }
    this.current = this.task().finally(() => {
      this.current = null;
      if (!this.askedAgain) return this.whenIdle();
      this.askedAgain = false;
      this.run();
    });
  }

  /** Forgets an ask to run again; the run under way finishes. */
  forgetAsks(): void {
    this.askedAgain = false;
  }
}
