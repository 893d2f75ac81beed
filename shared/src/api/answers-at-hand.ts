import { firstAnswersSchema, firstHtmlDataIds, type FirstAnswers } from '../contract/first-html';

/**
 * Answers to GETs the page has before it asks: the first answers the server wrote into the page, and those
 * fetched ahead when a link was about to be followed. Each is used once, within a minute of its arrival;
 * a later call asks the server. An answer that has arrived can be read at once, so a page can be drawn with
 * it in its very first render (as the server drew it).
 */
const lifetimeMs = 60_000;

interface AnswerAtHand {
  payload: Promise<unknown>;
  /** The answer, once it has arrived. */
  arrived?: { body: unknown };
  usableUntil: number;
}

const answers = new Map<string, AnswerAtHand>();
const now = () => globalThis.performance?.now() ?? 0;

/** Puts answers that have arrived at hand, usable for a minute from `since`. */
export function putAnswersAtHand(first: FirstAnswers, since = now()): void {
  for (const [address, body] of Object.entries(first)) {
    answers.set(address, { payload: Promise.resolve(body), arrived: { body }, usableUntil: since + lifetimeMs });
  }
}

/** Drops every answer at hand (the server, between the pages it draws). */
export const dropAnswersAtHand = () => answers.clear();

/** The answers the server wrote into the page, taken once: the element goes. They arrived with the page. */
function takeFirstAnswersFromPage(): void {
  const element = globalThis.document?.getElementById(firstHtmlDataIds.firstAnswers);
  if (!element) return;
  element.remove();
  try {
    putAnswersAtHand(firstAnswersSchema.parse(JSON.parse(element.textContent ?? '')), 0);
  } catch {
    // Spoiled answers are no answers: the page asks the server, as any later page does.
  }
}

function fresh(address: string): AnswerAtHand | undefined {
  takeFirstAnswersFromPage();
  const answer = answers.get(address);
  return answer && now() < answer.usableUntil ? answer : undefined;
}

/** The answer at hand for a call's address, if it is still fresh, left at hand. */
export function peekAnswerAtHand(address: string): Promise<unknown> | undefined {
  return fresh(address)?.payload;
}

/** The answer at hand for a call's address, if it is still fresh: the call uses it up. */
export function takeAnswerAtHand(address: string): Promise<unknown> | undefined {
  const payload = peekAnswerAtHand(address);
  answers.delete(address);
  return payload;
}

/** The body of a fresh answer that has already arrived, to draw with at once; `take` uses it up. */
export function arrivedAnswer(address: string, { take = false } = {}): { body: unknown } | undefined {
  const arrived = fresh(address)?.arrived;
  if (arrived && take) answers.delete(address);
  return arrived;
}

/** Keeps an answer on its way for the call about to be made; a failed one is dropped (the call asks again). */
export function keepAnswerAtHand(address: string, payload: Promise<unknown>): void {
  // Answers for links hovered but never followed would pile up over a long visit: stale ones go.
  for (const [kept, { usableUntil }] of answers) if (usableUntil <= now()) answers.delete(kept);
  const answer: AnswerAtHand = { payload, usableUntil: now() + lifetimeMs };
  answers.set(address, answer);
  payload.then(
    (body) => (answer.arrived = { body }),
    () => {
      if (answers.get(address) === answer) answers.delete(address);
    },
  );
}
