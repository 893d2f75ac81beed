import type { FastifyReply } from 'fastify';

/** A file to download, never cached (it holds a customer's data). */
export const sendDownload = (reply: FastifyReply, type: string, fileName: string, body: Buffer | string) =>
  reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
