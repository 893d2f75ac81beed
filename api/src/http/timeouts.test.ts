import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase('sqlite', { seed: false });
  const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', REQUEST_TIMEOUT_SECONDS: '1' });
  app = await buildApp(config, database.connection);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Sends `head`, then one more byte every 200 ms; resolves with what the server answers before it closes. */
function sendSlowly(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(received);
    });
    socket.on('error', reject);
  });
}

it('drops a request whose body keeps trickling in', async () => {
  const answer = await sendSlowly(
    'POST /api/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it('closes a connection that never sends a request', async () => {
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('close', () => resolve('closed'));
  });
  expect(answer).toBe('closed');
});
