// The back-in-stock popup's states (spec, sections 4, 5 and 8), apart from the view.
import type { StockNotificationStatus } from '@lemon/catalog-contract';

/** The spec's "basic address pattern": anything that fails it is not sent, and nothing is shown. */
export const basicEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NotifyState =
  /** `problem`: why the last sending failed, in the shopper's words, until they change the address or send again. */
  { step: 'form'; email: string; sending: boolean; problem?: string } | { step: 'done'; result: StockNotificationStatus };

export type NotifyAction =
  | { type: 'typed'; email: string }
  /** The popup opened: an empty form takes the logged-in user's address. */
  | { type: 'opened'; userEmail: string }
  | { type: 'sending' }
  | { type: 'succeeded'; result: StockNotificationStatus }
  | { type: 'failed'; problem: string }
  /** Closing starts over with the logged-in user's address (or none). */
  | { type: 'closed'; userEmail: string };

export const initialNotifyState = (userEmail: string): NotifyState => ({ step: 'form', email: userEmail, sending: false });

export function notifyReducer(state: NotifyState, action: NotifyAction): NotifyState {
  switch (action.type) {
    case 'typed':
      return state.step === 'form' ? { step: 'form', email: action.email, sending: state.sending } : state;
    case 'opened':
      return state.step === 'form' && !state.email ? { ...state, email: action.userEmail } : state;
    case 'sending':
      return state.step === 'form' ? { step: 'form', email: state.email, sending: true } : state;
    case 'succeeded':
      return { step: 'done', result: action.result };
    case 'failed':
      return state.step === 'form' ? { ...state, sending: false, problem: action.problem } : state;
    case 'closed':
      return initialNotifyState(action.userEmail);
  }
}

/** Whether the form may be sent: a plausible address, and nothing already on its way. */
export const canSend = (state: NotifyState) => state.step === 'form' && !state.sending && basicEmailPattern.test(state.email.trim());
