import { LogController, type FastifyRequest } from 'fastify';

/** What stands in a logged address for the secret it carried. */
export const redacted = '[redacted]';

/** Query parameters holding a secret or a shopper's address: the payment page's and the reset link's `?token=…&email=…`. */
const secretParameters = new Set(['token', 'email']);

/**
 * Paths ending in a secret: the e-mail check's link and its call (`…/{id}/{token}`), a cart's id (it opens the cart),
 * a data export's link (it opens a customer's data).
 */
const secretPaths = [
  /^(\/verify-email\/[^/]*\/)[^/]+/,
  /^(\/api\/email\/verify\/[^/]*\/)[^/]+/,
  /^(\/api\/carts\/)[^/]+/,
  /^(\/api\/data-exports\/)[^/]+/,
];

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text; // a malformed escape: read as it is
  }
};

function loggedPath(path: string): string {
  // Matched as the router reads it, so an escaped spelling (`/api/cart%73/…`) is caught too.
  const readable = decoded(path);
  const secret = secretPaths.find((pattern) => pattern.test(readable));
  return secret ? readable.replace(secret, `$1${redacted}`) : path;
}

function loggedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return value.length > 0 && secretParameters.has(decoded(name).toLowerCase()) ? `${name}=${redacted}` : pair;
    })
    .join('&');
}

/** A request's address as the log keeps it: its secrets (tokens, a reset link's address, a cart's id) replaced. */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? loggedPath(url) : `${loggedPath(url.slice(0, queryAt))}?${loggedQuery(url.slice(queryAt + 1))}`;
}

/** Fastify's request serializer, with the address's secrets left out of the log. */
export const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Fastify's own log lines, its "route not found" naming the address without its secrets too. */
export class ShopLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.info(`Route ${request.method}:${loggedUrl(request.url)} not found`);
  }
}
