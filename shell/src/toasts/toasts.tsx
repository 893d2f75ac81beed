import { $toastsAsked } from '@lemon/shared';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** The spec: toasts sit bottom right and close after 3 s unless an action asks for less. */
const defaultToastMs = 3000;

// A lazy component keeps its first answer, failures included: the next toast tries a new one.
const loadContainer = () => lazy(() => import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })));
let ToastContainer = loadContainer();

/** Where toasts show: its code loads with the visit's first toast, which waits in react-toastify's queue. */
export function Toasts() {
  const asked = useUnit($toastsAsked);
  if (asked === 0) return null;
  return (
    <ErrorBoundary
      fallback={null}
      resetKeys={[asked]}
      onReset={() => {
        ToastContainer = loadContainer();
      }}
      onError={(error) => console.error('Toasts could not be shown', error)}
    >
      <Suspense fallback={null}>
        <ToastContainer position="bottom-right" autoClose={defaultToastMs} />
      </Suspense>
    </ErrorBoundary>
  );
}
