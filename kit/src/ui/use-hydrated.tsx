import { createContext, startTransition, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Whether the tree is live: true wherever the browser draws it itself, which needs no provider. */
const HydratedContext = createContext(true);

/**
 * Around a tree the server draws and the browser then takes over (hydrates): not live on the server and while
 * React takes the server's HTML over, live from then on. The switch is a transition: React spreads the work
 * of the controls it wakes up instead of doing it all at once. `drawnByServer` false (the browser draws the
 * tree itself) makes it live from the first render.
 */
export function TakingOver({ drawnByServer, children }: { drawnByServer: boolean; children: ReactNode }) {
  const [live, setLive] = useState(!drawnByServer);
  useEffect(() => startTransition(() => setLive(true)), []);
  return <HydratedContext value={live}>{children}</HydratedContext>;
}

/**
 * False on the server and while React takes over the HTML the server drew; true from then on, and from the
 * first render of whatever the browser draws itself. A control whose action needs the scripts says so until
 * then (`untilHydrated`).
 */
export const useHydrated = (): boolean => useContext(HydratedContext);

/**
 * What a button that needs the scripts carries until they run: disabled to assistive technologies, unchanged to
 * the eye, and marked for the page's starter (tooling/page-starter.js), which keeps a tap made meanwhile and
 * makes it again once the button is live.
 */
export const untilHydrated = (hydrated: boolean) => (hydrated ? {} : ({ 'aria-disabled': true, 'data-awaits-scripts': '' } as const));

/**
 * A component a feature app exposes for the shell's pages (a home block): the shell draws it in a place of
 * its own and says whether the server drew it there, and it goes live as the app's own pages do. Made in the
 * app's build, so the page's controls read the app's own `useHydrated`.
 */
export function exposedFragment<Props extends object>(Fragment: ComponentType<Props>): ComponentType<Props & { drawnByServer?: boolean }> {
  function ExposedFragment({ drawnByServer = false, ...props }: Props & { drawnByServer?: boolean }) {
    return (
      <TakingOver drawnByServer={drawnByServer}>
        <Fragment {...(props as Props)} />
      </TakingOver>
    );
  }
  ExposedFragment.displayName = `ExposedFragment(${Fragment.displayName ?? Fragment.name})`;
  return ExposedFragment;
}
