// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:47392/fr"}
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { allSettled, fork } from 'effector';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInCookieName, tokenStorageKey } from '../api/api-client';
import { $user, loadUserFx, logOutFx } from './session';

// A real HTTP server on the page's origin: the session is its cookie, which the browser sends by itself.
let server: Server;
let requests: (IncomingMessage & { path: string })[] = [];
const user = {
  id: 7,
  email: 'giulia@example.com',
  first_name: 'Giulia',
  last_name: 'Rossi',
  locale: 'it',
  is_staff: false,
  staff_role: null,
  second_factor_enrolled: false,
  pending_email: null,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(Object.assign(request, { path: request.url! }));
    const answers: Record<string, [number, string]> = {
      'POST /api/session': request.headers.authorization === 'Bearer kept-token' ? [204, ''] : [401, '{"message":"Log in to continue."}'],
      'GET /api/me': [200, JSON.stringify({ data: user })],
      'POST /api/logout': [204, ''],
    };
    const [status, body] = answers[`${request.method} ${request.url}`] ?? [404, '{"message":"Not found."}'];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(47392, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
  localStorage.clear();
  Cookies.remove(signedInCookieName, { path: '/' });
});

const calls = () => requests.map((request) => `${request.method} ${request.path}${request.headers.authorization ? ' with a bearer' : ''}`);

describe('the session in the browser', () => {
  it('asks who is signed in only when a session is open here, with no token of its own', async () => {
    const anonymous = fork();
    await allSettled(loadUserFx, { scope: anonymous });
    expect(calls()).toEqual([]);
    expect(anonymous.getState($user)).toBeNull();

    Cookies.set(signedInCookieName, '1', { path: '/' });
    const signedIn = fork();
    await allSettled(loadUserFx, { scope: signedIn });
    expect(calls()).toEqual(['GET /api/me']);
    expect(signedIn.getState($user)).toMatchObject({ id: 7 });
  });

  it('hands a token an earlier version kept in the page over to the cookie, once, and forgets it', async () => {
    localStorage.setItem(tokenStorageKey, 'kept-token');
    const scope = fork();
    await allSettled(loadUserFx, { scope });
    expect(calls()).toEqual(['POST /api/session with a bearer', 'GET /api/me']);
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(scope.getState($user)).toMatchObject({ id: 7 });

    // A kept token whose session is over is forgotten too.
    requests = [];
    localStorage.setItem(tokenStorageKey, 'expired-token');
    await allSettled(loadUserFx, { scope: fork() });
    expect(calls()[0]).toBe('POST /api/session with a bearer');
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it('logs out on the server and forgets the session here', async () => {
    Cookies.set(signedInCookieName, '1', { path: '/' });
    localStorage.setItem(tokenStorageKey, 'kept-token');
    await allSettled(logOutFx, { scope: fork() });
    expect(calls()).toEqual(['POST /api/logout']);
    expect(Cookies.get(signedInCookieName)).toBeUndefined();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
