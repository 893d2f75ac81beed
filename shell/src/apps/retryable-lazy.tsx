import { FeatureAppFallback, LoadingState } from '@lemon/kit';
import { lazy, memo, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ServerDrawnContext, ServerFragment } from './server-drawn';

interface RetryableLazyOptions {
  /** What the console names when it fails. */
  name: string;
  /** The part of the shop its fallback stands for (`data-fallback-for`). */
  fallbackFor: string;
  load: () => Promise<ComponentType>;
  /** A feature app's fragment (its `fragmentKey`): on the server, its app draws it and the shell leaves it a place. */
  serverFragment?: string;
}

/**
 * A component whose code loads when it is first shown, made once at module level. If its code cannot load
 * or it breaks, only its place shows the translated fallback, whose button loads it again. Its children
 * come into the page with it, once it is loaded (what must follow it, such as moving focus into it).
 */
export function retryableLazy({ name, fallbackFor, load, serverFragment }: RetryableLazyOptions): ComponentType<{ children?: ReactNode }> {
  // A lazy component keeps its first answer, failures included: a retry needs a new one.
  const loadComponent = () => lazy(async () => ({ default: await load() }));
  // Kept at module level: showing the page again does not load the component again.
  let latest = loadComponent();

  function RetryableLazy({ children }: { children?: ReactNode }) {
    const [Component, setComponent] = useState(() => latest);
    const onServer = useContext(ServerDrawnContext).fragments !== undefined;
    return (
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => <FeatureAppFallback app={fallbackFor} onRetry={resetErrorBoundary} />}
        onReset={() => {
          latest = loadComponent();
          setComponent(() => latest);
        }}
        onError={(error) => console.error(`${name} could not be shown`, error)}
      >
        <Suspense fallback={<LoadingState />}>
          {serverFragment && onServer ? <ServerFragment fragment={serverFragment} /> : <Component />}
          {children}
        </Suspense>
      </ErrorBoundary>
    );
  }
  RetryableLazy.displayName = `RetryableLazy(${name})`;
  // Its page drawing again must not reach it while it still waits for its code over the server's HTML: React
  // would then draw it anew, throwing that HTML away.
  return memo(RetryableLazy);
}
