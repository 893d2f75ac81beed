// Forms the browser sends itself (`<form method="post">`): a page whose scripts have not started yet (a slow phone)
// or never will (scripts blocked, failed) still adds to the cart and sends a message. The server answers each with a
// 303 to the page the shopper goes to next, as a form's POST must not be made again on reload, or draws the page
// back with the form as sent.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A path of the shop's own (`/fr/panier`): never another site (`//elsewhere`, `/\elsewhere`). */
export const shopPath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/);

/** To the shop's page at `path` (`/fr/panier`), told in its query what came of the form (`?refused=stock`; none when undefined). */
export function goTo(reply: FastifyReply, path: string, query: Record<string, string | undefined> = {}) {
  const address = new URL(path, 'http://shop.invalid');
  for (const [name, value] of Object.entries(query)) if (value !== undefined) address.searchParams.set(name, value);
  return reply
    .code(303)
    .header('Cache-Control', 'no-store')
    .redirect(address.pathname + address.search, 303);
}
