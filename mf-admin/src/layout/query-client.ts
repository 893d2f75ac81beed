import { ApiError } from '@lemon/shared';
import { QueryCache, QueryClient } from '@tanstack/react-query';

/** A staff call refused because the session was opened without the second factor. */
export const isSecondFactorRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && Boolean(error.codes.second_factor?.includes('second_factor_required'));

/**
 * The back office's server state. A refusal or a missing page is not worth asking again; a network or
 * server failure is, twice. Lists come back fresh when the owner returns to the tab (the phone in a pocket).
 */
export function createAdminQueryClient({ onSecondFactorRefused }: { onSecondFactorRefused: () => void }): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isSecondFactorRefusal(error)) onSecondFactorRefused();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        staleTime: 10_000,
        refetchOnWindowFocus: true,
      },
    },
  });
}
