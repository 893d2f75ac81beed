import type { FeatureAppLifecycles, FeatureAppProps } from '@lemon/app-protocol';
import { FeatureAppFallback } from '@lemon/kit';
import { createRoot, type Root } from 'react-dom/client';
import { retryFeatureApp } from './retry-feature-app';

/**
 * Wraps a feature app's lifecycles so that a failure to start or mount shows the translated fallback
 * in its slot instead of breaking the page, the reason logged. The fallback's button loads the app
 * again; leaving the app's routes clears the fallback, and coming back tries the app again.
 */
export function containFailures(app: string, lifecycles: FeatureAppLifecycles): FeatureAppLifecycles {
  let bootstrapError: unknown = null;
  let fallback: Root | null = null;

  const showFallback = (slot: HTMLElement, error: unknown) => {
    console.error(`Feature app ${app} could not be shown`, error);
    const holder = document.createElement('div');
    slot.replaceChildren(holder);
    fallback = createRoot(holder);
    fallback.render(<FeatureAppFallback app={app} onRetry={() => retryFeatureApp(app)} />);
  };

  return {
    async bootstrap(props) {
      try {
        await lifecycles.bootstrap(props);
      } catch (error) {
        bootstrapError = error;
      }
    },
    async mount(props: FeatureAppProps) {
      if (bootstrapError) return showFallback(props.domElement, bootstrapError);
      try {
        await lifecycles.mount(props);
      } catch (error) {
        await lifecycles.unmount(props).catch(() => undefined); // drop whatever half-mounted
        showFallback(props.domElement, error);
      }
    },
    async unmount(props) {
      if (fallback) {
        fallback.unmount();
        fallback = null;
        props.domElement.replaceChildren();
        return;
      }
      await lifecycles.unmount(props);
    },
  };
}

/** The lifecycles of an app whose code could not be loaded: starting it fails with the reason. */
export function failedToLoad(loadError: unknown): FeatureAppLifecycles {
  return {
    bootstrap: () => Promise.reject(loadError),
    mount: () => Promise.resolve(),
    unmount: () => Promise.resolve(),
  };
}

/** Stands in for an app whose code could not be loaded at all. */
export const unavailableApp = (app: string, loadError: unknown) => containFailures(app, failedToLoad(loadError));
