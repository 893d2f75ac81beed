import { $user } from '@lemon/shared';
import { callFailureText, quickToast } from '@lemon/kit';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { postStockNotification } from './notify-popup.api';
import { canSend, initialNotifyState, notifyReducer, type NotifyAction, type NotifyState } from './notify-popup-state';

// The back-in-stock popups' states and their call. Every card, product page and product of the month has
// its own popup, so each state is kept under its popup's id; the rules themselves are notify-popup-state's.

type Popups = Record<string, NotifyState>;

/** A popup's state: until the shopper does something in it, the form with the logged-in user's address. */
export const popupState = (popups: Popups, popup: string, userEmail: string): NotifyState => popups[popup] ?? initialNotifyState(userEmail);

/** The popups the shopper has done something in, by popup id. */
export const $notifyPopups = createStore<Popups>({});
const $userEmail = $user.map((user) => user?.email ?? '');

/** A popup opened, or the user was loaded while it was open. */
export const notifyPopupOpened = createEvent<{ popup: string }>();
/** The shopper typed in a popup's address field. */
export const notifyEmailTyped = createEvent<{ popup: string; email: string }>();
/** The shopper sent a popup's form; a bad address sends nothing and shows nothing. */
export const notifyFormSent = createEvent<{ popup: string; variationId: number }>();
/** The shopper closed a popup: it starts over. */
export const notifyPopupClosed = createEvent<{ popup: string }>();
/** A popup left the page with its card. */
export const notifyPopupRemoved = createEvent<{ popup: string }>();

export const subscribeToRestockFx = createEffect(({ email, variationId }: { popup: string; email: string; variationId: number }) =>
  postStockNotification(email, variationId),
);
export const showNotifyFailedToastFx = createEffect((message: string) => {
  quickToast.error(message);
});

interface PopupAction {
  popup: string;
  action: NotifyAction;
}
const actionTaken = createEvent<PopupAction>();
const popupAction = (popup: string, action: NotifyAction): PopupAction => ({ popup, action });
sample({
  clock: actionTaken,
  source: { popups: $notifyPopups, userEmail: $userEmail },
  fn: ({ popups, userEmail }, { popup, action }) => ({ ...popups, [popup]: notifyReducer(popupState(popups, popup, userEmail), action) }),
  target: $notifyPopups,
});
$notifyPopups.on(notifyPopupRemoved, (popups, { popup }) => {
  const { [popup]: _removed, ...others } = popups;
  return others;
});

sample({
  clock: notifyPopupOpened,
  source: $userEmail,
  filter: Boolean,
  fn: (userEmail, { popup }) => popupAction(popup, { type: 'opened', userEmail }),
  target: actionTaken,
});
sample({
  clock: notifyEmailTyped,
  fn: ({ popup, email }) => popupAction(popup, { type: 'typed', email }),
  target: actionTaken,
});
sample({
  clock: notifyPopupClosed,
  source: $userEmail,
  fn: (userEmail, { popup }) => popupAction(popup, { type: 'closed', userEmail }),
  target: actionTaken,
});

sample({
  clock: notifyFormSent,
  source: { popups: $notifyPopups, userEmail: $userEmail },
  filter: ({ popups, userEmail }, { popup }) => canSend(popupState(popups, popup, userEmail)),
  fn: ({ popups, userEmail }, { popup, variationId }) => {
    const state = popupState(popups, popup, userEmail);
    return { popup, variationId, email: state.step === 'form' ? state.email.trim() : '' };
  },
  target: subscribeToRestockFx,
});
sample({ clock: subscribeToRestockFx, fn: ({ popup }) => popupAction(popup, { type: 'sending' }), target: actionTaken });
sample({
  clock: subscribeToRestockFx.done,
  fn: ({ params, result }) => popupAction(params.popup, { type: 'succeeded', result }),
  target: actionTaken,
});
// The reason shows at the field, in the popup the shopper looks at, and in the spec's toast.
sample({
  clock: subscribeToRestockFx.fail,
  fn: ({ params, error }) => popupAction(params.popup, { type: 'failed', problem: callFailureText(error) }),
  target: actionTaken,
});
sample({ clock: subscribeToRestockFx.failData, fn: callFailureText, target: showNotifyFailedToastFx });
