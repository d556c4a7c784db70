import { SimulatedClock } from 'xstate';

/** Lets pending promise callbacks (injected fakes, promise actors) run. */
async function settleMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

/**
 * XState's {@link SimulatedClock} that can be advanced through every timer in order.
 *
 * `SimulatedClock.increment(ms)` jumps straight to the end, so a timer re-armed inside a callback
 * (a countdown tick, a poll) starts from the end time and fires once instead of every time.
 * `advance(ms)` stops at each due timer instead, and lets promises settle between timers, so a
 * machine behaves exactly as it would over `ms` of real time. Pass it as
 * `createActor(machine, { clock })`.
 */
export class SteppingClock extends SimulatedClock {
  readonly #due = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.#due.delete(id);
      fn();
    }, timeout);
    this.#due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.#due.delete(id);
    super.clearTimeout(id);
  }

  #stuckAt(at: number): boolean {
    for (const due of this.#due.values()) if (due === at && due <= this.now()) return true;
    return false;
  }

  /** Time of the next pending timer in ms, or `undefined` when none is pending. */
  nextDueAt(): number | undefined {
    let next: number | undefined;
    for (const at of this.#due.values()) if (next === undefined || at < next) next = at;
    return next;
  }

  /**
   * Moves time forward by `ms` milliseconds, firing every timer at its own time and letting promises
   * settle after each.
   * @throws RangeError for a negative or non-finite `ms`.
   */
  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError(`advance(ms): ms must be ≥ 0, got ${ms}`);
    const target = this.now() + ms;
    await settleMicrotasks();
    for (
      let next = this.nextDueAt();
      next !== undefined && next <= target;
      next = this.nextDueAt()
    ) {
      this.set(next);
      await settleMicrotasks();
      if (this.#stuckAt(next)) {
        throw new Error(
          `SteppingClock: a timer due at ${next} ms did not fire (fractional delay?)`,
        );
      }
    }
    this.set(target);
    await settleMicrotasks();
  }

  /** Moves time forward to the absolute time `at` (ms since the clock started). */
  async advanceTo(at: number): Promise<void> {
    await this.advance(at - this.now());
  }
}
