import type { FeatureAppName } from '@lemon/shared';
import { fragmentKey } from '@lemon/shared/server-render';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { featureRemotes } from './remotes';
import { retryableLazy } from './retryable-lazy';

/**
 * A piece of a feature app for a shell page, e.g. `remoteFragment({ app: 'catalog', module: 'home-blocks' }, 'BestSellers')`,
 * made once at module level. It loads when first shown; if it cannot load or breaks, only its place
 * shows the translated fallback, whose button loads it again.
 */
export function remoteFragment({ app, module }: { app: FeatureAppName; module: string }, name: string): ComponentType {
  const key = fragmentKey({ app, module, name });
  return retryableLazy({
    name: `Fragment ${key}`,
    fallbackFor: app,
    serverFragment: key,
    load: async () => {
      await featureRemotes();
      const exposed = await loadRemote<Record<string, ComponentType>>(`${app}/${module}`);
      const fragment = exposed?.[name];
      if (!fragment) throw new Error(`${key} is not exposed`);
      return fragment;
    },
  });
}
