import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ShopMetrics } from './shop-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What an operator watches: every part of the shop counts its own figures here. */
    metrics: ShopMetrics;
  }
}

export interface MetricsAccess {
  /** Networks (CIDRs) whose connections read /metrics. */
  allowedNetworks: string[];
  /** A bearer token that reads it from anywhere. */
  token?: string;
}

function networksOf(cidrs: readonly string[]): BlockList {
  const networks = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/') as [string, string];
    networks.addSubnet(address, Number(prefix), isIPv6(address) ? 'ipv6' : 'ipv4');
  }
  return networks;
}

const sameText = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** The address the connection came from (never X-Forwarded-For: anyone can write that), IPv4-mapped ones as IPv4. */
function connectionAddress(request: FastifyRequest): string {
  const address = request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * Counts every request by its route's pattern (an address no route matches counts as 'unmatched', so a
 * visitor's made-up addresses add no label), and answers `GET /metrics` in Prometheus' text format to the
 * allowed networks or the token's bearer; anyone else gets a 404, as if it were not there.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, access: MetricsAccess) => {
    const metrics = new ShopMetrics();
    app.decorate('metrics', metrics);
    const networks = networksOf(access.allowedNetworks);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
      metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });

    const mayRead = (request: FastifyRequest) => {
      const address = connectionAddress(request);
      if (address && networks.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return true;
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      return access.token !== undefined && bearer !== undefined && sameText(bearer, access.token);
    };

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!mayRead(request)) return reply.code(404).send({ message: 'Not found.' });
      return reply
        .type(metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await metrics.text());
    });
  },
  { name: 'metrics' },
);
