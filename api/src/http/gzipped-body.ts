import { gunzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import vary from 'vary';

const encodings = new Negotiator({ supportedValues: ['gzip'] });

/** Whether the client takes gzip (browsers, CDNs and crawlers do). */
export const takesGzip = (request: FastifyRequest) => encodings.negotiate(request.headers['accept-encoding'] ?? '') === 'gzip';

/**
 * A body kept gzipped (compressed once, not on every answer): sent as it is to whoever takes gzip, unzipped
 * otherwise; `Vary` tells a cache in front that the two differ.
 */
export function sendGzipped(request: FastifyRequest, reply: FastifyReply, gzipped: Buffer) {
  void reply.header('Vary', vary.append(String(reply.getHeader('vary') ?? ''), 'Accept-Encoding'));
  if (takesGzip(request)) return reply.header('Content-Encoding', 'gzip').send(gzipped);
  return reply.send(gunzipSync(gzipped));
}
