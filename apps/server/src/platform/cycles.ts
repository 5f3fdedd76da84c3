import type { FastifyBaseLogger } from 'fastify';

export type CyclesOptions = {
  /** What the work is called in the log ("outbox dispatch"). */
  name: string;
  /** One turn of work: takes what is due and answers how much it took; 0 ends the cycle. */
  work: () => Promise<number>;
  log?: FastifyBaseLogger;
  /** How long stop() waits for the turn in flight (within the server's grace period). */
  stopWaitMs: number;
  /** Called the moment stop() is asked for: tells the turn in flight to wind down. */
  interrupt?: () => void;
  /** Called once stop() has waited: gives back what this process claimed and did not finish. */
  release?: () => Promise<void>;
};

/**
 * The run loop of background work held in the database (the outbox's dispatch, the report
 * jobs): a cycle runs turns of work until one takes nothing; it starts on a timer or at
 * once (`wake`, after a commit someone is waiting for), one at a time in this process,
 * with one more after it when woken meanwhile. Several processes run their own loops on
 * one database; the work's claims (leases, SKIP LOCKED) keep them from taking one thing twice.
 */
export class Cycles {
  private timer: NodeJS.Timeout | null = null;
  private cycle: Promise<void> | null = null;
  private again = false;
  private halted = false;

  constructor(private readonly options: CyclesOptions) {}

  /** True once stop() has been asked for: work in flight should take nothing more. */
  get stopping(): boolean {
    return this.halted;
  }

  /** Starts a cycle now without waiting for it; while one runs, one more follows it. */
  wake(): void {
    if (this.halted) return;
    if (this.cycle) {
      this.again = true;
      return;
    }
    this.cycle = this.run().finally(() => {
      this.cycle = null;
    });
  }

  /** Resolves when no cycle runs in this process (tests wait on it after wake()). */
  async idle(): Promise<void> {
    while (this.cycle) await this.cycle;
  }

  /** Runs a cycle every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    this.halted = false;
    if (this.timer) clearTimeout(this.timer);
    const tick = () => {
      this.wake();
      if (this.timer) this.timer = setTimeout(tick, intervalMs);
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  /**
   * Stops: no new cycle starts, the turn in flight is told to wind down and waited for at
   * most `stopWaitMs`, then what this process still holds is released for another.
   */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.options.interrupt?.();
    if (this.cycle) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        this.cycle,
        new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.options.stopWaitMs))),
      ]);
      clearTimeout(timeout);
    }
    await this.options.release?.();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.halted && (await this.options.work()) > 0);
      } catch (err) {
        this.options.log?.error({ err }, `${this.options.name} failed`);
      }
    } while (this.again && !this.halted);
  }
}
