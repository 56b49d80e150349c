/**
 * Latest-wins request scheduling for keystroke-driven work. At most one request is in flight;
 * while it runs, newer submissions replace each other, so the worker never queues up stale
 * keystrokes, and an answer is delivered only if no newer request was submitted since.
 */

/** Runs `run` for the newest input only and delivers answers that are still current. */
export class LatestOnly<I, O> {
  private nextId = 1;
  private latestId = 0;
  private inFlight = false;
  private pending: { id: number; input: I } | null = null;

  constructor(
    private readonly run: (requestId: number, input: I) => Promise<O>,
    private readonly deliver: (output: O, input: I, requestId: number) => void,
    private readonly fail: (error: unknown, input: I, requestId: number) => void = () => {},
  ) {}

  /** Asks for `input`; returns the request id that a current answer will carry. */
  submit(input: I): number {
    const id = this.nextId++;
    this.latestId = id;
    this.pending = { id, input };
    if (!this.inFlight) this.pump();
    return id;
  }

  /** Forgets pending work and makes any in-flight answer stale. */
  cancel(): void {
    this.latestId = this.nextId++;
    this.pending = null;
  }

  /** The id of the newest submission (0 before any). */
  get latest(): number {
    return this.latestId;
  }

  /** Whether `requestId` is still the newest request, so its answer should be shown. */
  isCurrent(requestId: number): boolean {
    return requestId === this.latestId;
  }

  private pump(): void {
    const next = this.pending;
    if (!next) return;
    this.pending = null;
    this.inFlight = true;
    this.run(next.id, next.input).then(
      (output) => {
        this.inFlight = false;
        if (this.isCurrent(next.id)) this.deliver(output, next.input, next.id);
        this.pump();
      },
      (error: unknown) => {
        this.inFlight = false;
        if (this.isCurrent(next.id)) this.fail(error, next.input, next.id);
        this.pump();
      },
    );
  }
}

/**
 * Latest-wins for calls whose caller awaits the answer (a design preview, a lesson verdict):
 * every call runs, and an answer overtaken by a newer call, or by `cancel()`, resolves null, so
 * a slow old answer never replaces a newer one on screen.
 */
export class LatestAnswer<I, O> {
  private latestId = 0;

  constructor(private readonly run: (requestId: number, input: I) => Promise<O>) {}

  /** Runs `input`; its answer, or null when it is stale by the time it arrives. */
  async ask(input: I): Promise<O | null> {
    const id = ++this.latestId;
    const output = await this.run(id, input);
    return id === this.latestId ? output : null;
  }

  /** Makes every pending answer stale. */
  cancel(): void {
    this.latestId++;
  }
}
