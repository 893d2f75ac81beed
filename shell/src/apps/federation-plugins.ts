import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { failedToLoad } from './contain-failures';
import { rereadRemotesMap } from './remotes';

/** A network blip is retried before an app gives up: each manifest and entry is asked for up to this many more times. */
export const loadRetries = { times: 3, delayMs: 400 };

/**
 * What a failed load of a remote module hands back: for an app's lifecycles, lifecycles that show the
 * fallback in its slot (the reason logged); a fragment's failure reaches its error boundary as it is.
 * Either way the next load reads the remotes map again.
 */
const fallbackOnLoadError: ModuleFederationRuntimePlugin = {
  name: 'feature-app-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    rereadRemotesMap();
    if (lifecycle !== 'onLoad') return undefined; // a failed manifest or entry ends in onLoad too
    const [app, module] = id.split('/');
    if (module !== 'lifecycles' || !app) return undefined;
    return failedToLoad(error);
  },
};

export function installFederationPlugins(): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: loadRetries.times, retryDelay: loadRetries.delayMs },
      script: { retryTimes: loadRetries.times, retryDelay: loadRetries.delayMs },
    }),
    fallbackOnLoadError,
  ]);
}
