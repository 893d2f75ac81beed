// The yardstick of `pnpm bench:api`: plain Fastify answering each measured URL with the very JSON the
// shop answered, from memory. Whatever the shop does beyond this is what the ratio measures.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const responses: Record<string, string> = JSON.parse(readFileSync(process.env.BENCH_RESPONSES!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  const body = responses[request.url];
  return body === undefined ? reply.code(404).send() : reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
