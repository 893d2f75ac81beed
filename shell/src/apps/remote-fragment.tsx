import { FeatureAppFallback, LoadingState } from '@lemon/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { FeatureAppName } from './feature-apps';
import { featureRemotes } from './remotes';

/**
 * A piece of a feature app for a shell page, e.g. `remoteFragment('catalog', 'home-blocks', 'BestSellers')`,
 * made once at module level. It loads when first shown; if it cannot load or breaks, only its place
 * shows the translated fallback.
 */
export function remoteFragment(app: FeatureAppName, module: string, name: string): ComponentType {
  const key = `${app}/${module}#${name}`;
  const Fragment = lazy(async () => {
    await featureRemotes();
    const exposed = await loadRemote<Record<string, ComponentType>>(`${app}/${module}`);
    const fragment = exposed?.[name];
    if (!fragment) throw new Error(`${key} is not exposed`);
    return { default: fragment };
  });

  function RemoteFragment() {
    return (
      <ErrorBoundary
        fallback={<FeatureAppFallback app={app} />}
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
