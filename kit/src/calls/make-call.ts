import { callOf, type CallDeclaration, type CallQuery } from '@lemon/app-protocol';
import { api, callAddress, type z } from '@lemon/shared';

/** What a declared call is made with: its params, the rest of its query, its body (a file is sent as it is), its headers. */
export interface CallInput {
  params?: Readonly<Record<string, string | number>>;
  query?: CallQuery;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Makes one of the app's declared calls (`src/calls.ts`) and answers what it reads of the answer, checked with the
 * declaration's schema: the call recorded is the call made.
 */
export function makeCall<Call extends CallDeclaration>(
  call: Call,
  { params, query, body, headers }: CallInput = {},
): Promise<z.infer<Call['response']>> {
  const asked = callOf(call, params, query);
  const response: Call['response'] = call.response;
  switch (call.method) {
    case 'GET':
      return api.get<Call['response']>(asked, response);
    case 'POST':
      return api.post<Call['response']>(callAddress(asked), response, body, headers);
    case 'PUT':
      return api.put<Call['response']>(callAddress(asked), response, body);
    case 'DELETE':
      return api.delete<Call['response']>(callAddress(asked), response);
    default:
      throw new Error(`The shop's API takes no ${call.method} call: ${call.path}`);
  }
}

/** The address of a declared call's file answer (an invoice, an export), to download or open. */
export const fileAddressOf = (call: CallDeclaration, { params, query }: Pick<CallInput, 'params' | 'query'> = {}) =>
  callAddress(callOf(call, params, query));
