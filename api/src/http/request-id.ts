import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a client's own request id may look like to be kept: a UUID, a trace id, nothing to inject into logs. */
const plainRequestId = /^[\w.:-]{1,64}$/;

/**
 * The request's id, echoed in `X-Request-Id` and written in every log line: the client's own when it is
 * short and plain (so a proxy's id follows the request through), a fresh UUID otherwise.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && plainRequestId.test(given) ? given : randomUUID();
}
