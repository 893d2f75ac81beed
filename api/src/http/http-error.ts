/**
 * An error the client caused, answered as is: 400 for a request the API does not understand, 404 for
 * something that does not exist, 422 with `errors` (field -> codes) for values it refuses, and `details`,
 * the values a refusal's text names.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
