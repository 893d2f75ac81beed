interface DrawingLimits {
  /** How long a page may wait for its turn and be drawn, in all, before it goes out for the browser to draw. */
  budgetMs: number;
  /**
   * Pages drawn at once. Each render has its own store, texts and answers, so pages are drawn side by side; a
   * render is mostly CPU on the one thread, so more at once only makes each later, while a few keep the thread
   * busy while one waits for a file or a fragment.
   */
  atOnce: number;
  /**
   * Pages waiting for their turn past this many go out at once for the browser to draw: a page draws in tens of
   * milliseconds, so a longer line only makes every page later (a burst of 200 made one wait 6.5 s).
   */
  waitingAtMost: number;
}

export const defaultDrawingLimits: DrawingLimits = { budgetMs: 2000, atOnce: 4, waitingAtMost: 8 };

/** Told of each page once it is settled: how long it waited and drew, in seconds, and whether it was drawn. */
export type DrawingWatcher = (seconds: number, drawn: boolean) => void;

/**
 * Pages are drawn a few at a time, the others wait in a short line; one whose line is full, or whose budget runs
 * out while it waits or draws, is sent without its body, for the browser to draw.
 */
export class DrawingTurns {
  private drawing = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly limits: DrawingLimits = defaultDrawingLimits,
    private readonly watch: DrawingWatcher = () => {},
  ) {}

  /** Pages in the line, not counting those drawing. */
  get waitingPages(): number {
    return this.line.length;
  }

  /** Pages being drawn now. */
  get drawingPages(): number {
    return this.drawing;
  }

  /** What `drawing` draws in the page's turn, or undefined when the line is full or the budget ran out. */
  async draw<Body>(drawing: () => Promise<Body | undefined>): Promise<Body | undefined> {
    const start = performance.now();
    const body = await this.drawInTurn(drawing);
    this.watch((performance.now() - start) / 1000, body !== undefined);
    return body;
  }

  private drawInTurn<Body>(drawing: () => Promise<Body | undefined>): Promise<Body | undefined> {
    const free = this.drawing < this.limits.atOnce;
    if (!free && this.line.length >= this.limits.waitingAtMost) return Promise.resolve(undefined);
    let startTurn = () => {};
    // A page counts as drawing from the moment it is given its turn.
    const turn = new Promise<void>((start) => {
      startTurn = () => {
        this.drawing += 1;
        start();
      };
    });
    if (free) startTurn();
    else this.line.push(startTurn);
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        // Out of the line at once, if still in it: it is never drawn.
        const place = this.line.indexOf(startTurn);
        if (place >= 0) this.line.splice(place, 1);
        resolve(undefined);
      }, this.limits.budgetMs);
    });
    const drawn = turn.then(() =>
      drawing().finally(() => {
        // The next page starts once this drawing ends, even past its budget: never more than `atOnce` draw.
        this.drawing -= 1;
        this.line.shift()?.();
      }),
    );
    return Promise.race([drawn, outOfTime]).finally(() => clearTimeout(timer));
  }
}
