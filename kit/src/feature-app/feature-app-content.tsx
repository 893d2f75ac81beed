import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '../ui/loading-state';

/** A feature app's pages in its slot, the same in the browser and on the server: its routes, in its loading state. */
export function FeatureAppContent({ Routes }: { Routes: ComponentType }) {
  return (
    // A page's code loads when it is first shown (lazyPage).
    <Suspense fallback={<LoadingState />}>
      <Routes />
    </Suspense>
  );
}
