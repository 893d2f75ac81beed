import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '../ui/loading-state';
import { TakingOver } from '../ui/use-hydrated';

/**
 * A feature app's pages in its slot, the same in the browser and on the server: its routes, in its loading
 * state; `drawnByServer` when the browser takes over the page the server drew.
 */
export function FeatureAppContent({ Routes, drawnByServer }: { Routes: ComponentType; drawnByServer: boolean }) {
  return (
    // A page's code loads when it is first shown (lazyPage). The page goes live once it is taken over: inside
    // the boundary that waits for its code, so that going live never waits on it.
    <Suspense fallback={<LoadingState />}>
      <TakingOver drawnByServer={drawnByServer}>
        <Routes />
      </TakingOver>
    </Suspense>
  );
}
