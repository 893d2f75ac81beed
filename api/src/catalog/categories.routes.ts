import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { seedCategories } from './seed-categories';

const listQuerySchema = z.strictObject({
  'filter[is_main]': z.enum(['true', 'false']).optional(),
  sort: z.enum(['order', '-order']).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  page: z.coerce.number().int().min(1).default(1),
});

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/product_categories', async (request, reply) => {
    const query = listQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: z.prettifyError(query.error) });
    const { perPage, page, sort } = query.data;
    const isMain = query.data['filter[is_main]'];
    const matching = seedCategories
      .filter((category) => isMain === undefined || category.is_main === (isMain === 'true'))
      .sort((a, b) => (sort === '-order' ? b.order - a.order : a.order - b.order));
    return {
      data: matching.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, per_page: perPage, total: matching.length, last_page: Math.max(1, Math.ceil(matching.length / perPage)) },
    };
  });
}
