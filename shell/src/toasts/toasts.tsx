import { lazyPage } from '@lemon/kit';
import { $toastsAsked, useUnit } from '@lemon/shared';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** The spec: toasts sit bottom right and close after 3 s unless an action asks for less. */
const defaultToastMs = 3000;

// Loaded like a page: a container whose code failed to load is loaded again by the next toast.
const ToastContainer = lazyPage(
  () => import('react-toastify'),
  (toastify) =>
    function BottomRightToasts() {
      return <toastify.ToastContainer position="bottom-right" autoClose={defaultToastMs} />;
    },
);

/** Where toasts show: its code loads with the visit's first toast, which waits in react-toastify's queue. */
export function Toasts() {
  const asked = useUnit($toastsAsked);
  if (asked === 0) return null;
  return (
    <ErrorBoundary fallback={null} resetKeys={[asked]} onError={(error) => console.error('Toasts could not be shown', error)}>
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
    </ErrorBoundary>
  );
}
