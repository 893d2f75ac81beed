/** How long a page may wait for its turn and be drawn, in all, before it goes out for the browser to draw. */
export const pageDrawBudgetMs = 2000;

/**
 * Pages waiting for their turn past this many go out at once for the browser to draw: a page draws in tens of
 * milliseconds, so a longer line only makes every page later (a burst of 200 made one wait 6.5 s).
 */
export const pagesWaitingAtMost = 8;

/**
 * The server renders draw one page at a time (a render's store and language are the page's while it draws):
 * pages take turns in a short line, and one whose line is full, or whose budget runs out while it waits or
 * draws, is sent without its body, for the browser to draw.
 */
export class DrawingTurns {
  private waiting = 0;
  private lastTurn: Promise<unknown> = Promise.resolve();

  constructor(private readonly limits = { budgetMs: pageDrawBudgetMs, waitingAtMost: pagesWaitingAtMost }) {}

  /** Pages in the line, not counting the one drawing. */
  get waitingPages(): number {
    return this.waiting;
  }

  /** What `drawing` draws in the page's turn, or undefined when the line is full or the budget ran out. */
  draw<Body>(drawing: () => Promise<Body | undefined>): Promise<Body | undefined> {
    if (this.waiting >= this.limits.waitingAtMost) return Promise.resolve(undefined);
    this.waiting += 1;
    let state: 'waiting' | 'drawing' | 'gone' = 'waiting';
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        // Out of the line at once: its turn, when it comes, passes straight to the next page.
        if (state === 'waiting') {
          state = 'gone';
          this.waiting -= 1;
        }
        resolve(undefined);
      }, this.limits.budgetMs);
    });
    const turn = this.lastTurn.then(() => {
      if (state === 'gone') return undefined;
      state = 'drawing';
      this.waiting -= 1;
      return drawing();
    });
    // The next page waits for this drawing to end, even past its budget: the renders draw one page at a time.
    this.lastTurn = turn.catch(() => undefined);
    return Promise.race([turn, outOfTime]).finally(() => clearTimeout(timer));
  }
}
