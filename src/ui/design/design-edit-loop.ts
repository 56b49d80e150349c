/**
 * When the editor's draft becomes the workspace's design: after a pause in typing, and only when
 * the worker's preview found no compile errors. Plain logic with an injected timer, so the rule
 * is tested without React or a clock.
 */

/** How long typing must pause before a valid draft is applied to the whole table. */
export const APPLY_AFTER_MS = 500;

/** Schedules `apply` once the latest draft has been checked and typing has paused. */
export class ApplyScheduler<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private latest = 0;

  constructor(
    private readonly apply: (draft: T) => void,
    private readonly delayMs = APPLY_AFTER_MS,
    private readonly timers: {
      set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
      clear: (t: ReturnType<typeof setTimeout>) => void;
    } = { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t) },
  ) {}

  /** A new draft was typed: whatever was scheduled is off; returns its ticket. */
  edited(): number {
    this.cancel();
    return ++this.latest;
  }

  /** The check of draft `ticket` came back: valid drafts are applied after the pause. */
  checked(ticket: number, draft: T, valid: boolean): void {
    if (ticket !== this.latest || !valid) return;
    this.cancel();
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.apply(draft);
    }, this.delayMs);
  }

  /** Whether a valid draft is waiting to be applied. */
  pending(): boolean {
    return this.timer !== null;
  }

  /** Drops what is scheduled (the editor closed, or a preset was chosen). */
  cancel(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}
