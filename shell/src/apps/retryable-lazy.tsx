import { FeatureAppFallback, LoadingState } from '@lemon/kit';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

interface RetryableLazyOptions {
  /** What the console names when it fails. */
  name: string;
  /** The part of the shop its fallback stands for (`data-fallback-for`). */
  fallbackFor: string;
  load: () => Promise<ComponentType>;
  /** What shows while its code loads: a loading state in its place unless told otherwise. */
  loading?: ReactNode;
  /** What shows if it cannot load or breaks, given the retry: the translated fallback unless told otherwise. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A component whose code loads when it is first shown, made once at module level. If its code cannot load
 * or it breaks, only its place shows the translated fallback, whose button loads it again. Its children
 * come into the page with it, once it is loaded (what must follow it, such as moving focus into it).
 */
export function retryableLazy({
  name,
  fallbackFor,
  load,
  loading = <LoadingState />,
  failed = (retry) => <FeatureAppFallback app={fallbackFor} onRetry={retry} />,
}: RetryableLazyOptions): ComponentType<{ children?: ReactNode }> {
  // A lazy component keeps its first answer, failures included: a retry needs a new one.
  const loadComponent = () => lazy(async () => ({ default: await load() }));
  // Kept at module level: showing the page again does not load the component again.
  let latest = loadComponent();

  function RetryableLazy({ children }: { children?: ReactNode }) {
    const [Component, setComponent] = useState(() => latest);
    return (
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => failed(resetErrorBoundary)}
        onReset={() => {
          latest = loadComponent();
          setComponent(() => latest);
        }}
        onError={(error) => console.error(`${name} could not be shown`, error)}
      >
        <Suspense fallback={loading}>
          <Component />
          {children}
        </Suspense>
      </ErrorBoundary>
    );
  }
  RetryableLazy.displayName = `RetryableLazy(${name})`;
  return RetryableLazy;
}
