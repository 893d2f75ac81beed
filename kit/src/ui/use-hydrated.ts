import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while React takes over the HTML the server drew; true from then on, and from the
 * first render of whatever the browser draws itself. A control whose action needs the scripts is disabled
 * until then (`untilHydrated`): a tap before they run would do nothing, so the control says so.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

/** What a button that needs the scripts carries until they run: disabled to assistive technologies, unchanged to the eye. */
export const untilHydrated = (hydrated: boolean) => (hydrated ? {} : ({ 'aria-disabled': true } as const));
