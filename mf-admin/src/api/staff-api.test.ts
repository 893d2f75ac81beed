// @vitest-environment jsdom
import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAgain } from './session-ended';
import { staffCall } from './staff-api';

const saveProduct = {
  method: 'PUT',
  path: '/api/staff/products/:id',
  response: z.object({ data: z.object({ saved: z.boolean() }) }),
} as const;

afterEach(() => vi.unstubAllGlobals());

/** Answers each call with the next status of `statuses`. */
function answering(...statuses: number[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit = {}) => {
    calls.push(`${init.method} ${new URL(input).pathname} ${String(init.body)}`);
    const status = statuses.shift() ?? 500;
    return new Response(JSON.stringify(status === 200 ? { data: { saved: true } } : { message: 'Unauthenticated.' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

describe('the back office’s calls when the session ends', () => {
  it('wait for the owner to sign in again, then are sent again as she made them', async () => {
    const calls = answering(401, 200);
    const saving = staffCall(saveProduct, { params: { id: 3 }, body: { label: 'Savon' } });
    let settled = false;
    void saving.finally(() => (settled = true));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    signedInAgain();
    await expect(saving).resolves.toEqual({ data: { saved: true } });
    expect(calls).toEqual(['PUT /api/staff/products/3 {"label":"Savon"}', 'PUT /api/staff/products/3 {"label":"Savon"}']);
  });

  it('let any other refusal through at once', async () => {
    answering(403);
    await expect(staffCall({ method: 'GET', path: '/api/staff/orders', response: z.unknown() })).rejects.toMatchObject({ status: 403 });
  });
});
