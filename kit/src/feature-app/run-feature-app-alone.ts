import type { FeatureAppLifecycles } from '@lemon/app-protocol';
import { defaultLocale, localeChanged, matchRoute } from '@lemon/shared';

/**
 * For `pnpm dev` inside one feature app: mounts it into `#root` without the shell, taking the
 * language from the URL as the shell would.
 */
export async function runFeatureAppAlone(name: string, lifecycles: FeatureAppLifecycles): Promise<void> {
  const followUrlLocale = () => localeChanged(matchRoute(location.pathname)?.locale ?? defaultLocale);
  followUrlLocale();
  window.addEventListener('popstate', followUrlLocale);
  const props = { name, domElement: document.getElementById('root')! };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
