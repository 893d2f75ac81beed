import { FeatureAppFallback, LoadingState } from '@lemon/kit';
import type { FeatureAppName } from '@lemon/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { featureRemotes } from './remotes';

/**
 * A piece of a feature app for a shell page, e.g. `remoteFragment({ app: 'catalog', module: 'home-blocks' }, 'BestSellers')`,
 * made once at module level. It loads when first shown; if it cannot load or breaks, only its place
 * shows the translated fallback, whose button loads it again.
 */
export function remoteFragment({ app, module }: { app: FeatureAppName; module: string }, name: string): ComponentType {
  const key = `${app}/${module}#${name}`;
  // A lazy component keeps its first answer, failures included: a retry needs a new one.
  const loadFragment = () =>
    lazy(async () => {
      await featureRemotes();
      const exposed = await loadRemote<Record<string, ComponentType>>(`${app}/${module}`);
      const fragment = exposed?.[name];
      if (!fragment) throw new Error(`${key} is not exposed`);
      return { default: fragment };
    });
  // Kept at module level: showing the page again does not load the fragment again.
  let latest = loadFragment();

  function RemoteFragment() {
    const [Fragment, setFragment] = useState(() => latest);
    return (
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => <FeatureAppFallback app={app} onRetry={resetErrorBoundary} />}
        onReset={() => {
          latest = loadFragment();
          setFragment(() => latest);
        }}
        onError={(error) => console.error(`Fragment ${key} could not be shown`, error)}
      >
        <Suspense fallback={<LoadingState />}>
          <Fragment />
        </Suspense>
      </ErrorBoundary>
    );
  }
  RemoteFragment.displayName = `RemoteFragment(${key})`;
  return RemoteFragment;
}
