import { firstAnswersSchema, firstHtmlDataIds } from '../contract/first-html';

/**
 * Answers to GETs the page has before it asks: the first answers the server wrote into the page, and those
 * fetched ahead when a link was about to be followed. Each is used once, within a minute of its arrival;
 * a later call asks the server.
 */
const lifetimeMs = 60_000;

interface AnswerAtHand {
  payload: Promise<unknown>;
  usableUntil: number;
}

const answers = new Map<string, AnswerAtHand>();
const now = () => globalThis.performance?.now() ?? 0;

/** The answers the server wrote into the page, taken once: the element goes. They arrived with the page. */
function takeFirstAnswersFromPage(): void {
  const element = globalThis.document?.getElementById(firstHtmlDataIds.firstAnswers);
  if (!element) return;
  element.remove();
  try {
    for (const [address, answer] of Object.entries(firstAnswersSchema.parse(JSON.parse(element.textContent ?? '')))) {
      answers.set(address, { payload: Promise.resolve(answer), usableUntil: lifetimeMs });
    }
  } catch {
    // Spoiled answers are no answers: the page asks the server, as any later page does.
  }
}

/** The answer at hand for a call's address, if it is still fresh, left at hand. */
export function peekAnswerAtHand(address: string): Promise<unknown> | undefined {
  takeFirstAnswersFromPage();
  const answer = answers.get(address);
  return answer && now() < answer.usableUntil ? answer.payload : undefined;
}

/** The answer at hand for a call's address, if it is still fresh: the call uses it up. */
export function takeAnswerAtHand(address: string): Promise<unknown> | undefined {
  const payload = peekAnswerAtHand(address);
  answers.delete(address);
  return payload;
}

/** Keeps an answer on its way for the call about to be made; a failed one is dropped (the call asks again). */
export function keepAnswerAtHand(address: string, payload: Promise<unknown>): void {
  // Answers for links hovered but never followed would pile up over a long visit: stale ones go.
  for (const [kept, { usableUntil }] of answers) if (usableUntil <= now()) answers.delete(kept);
  answers.set(address, { payload, usableUntil: now() + lifetimeMs });
  payload.catch(() => {
    if (answers.get(address)?.payload === payload) answers.delete(address);
  });
}
