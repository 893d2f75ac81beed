/**
 * Lets the browser paint and answer the shopper before the next step of the page's start: what follows runs in
 * a task of its own. `scheduler.yield` where the browser has it (the step keeps its place in line), a timer
 * elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
