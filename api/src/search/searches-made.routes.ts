import { searchesMadeResponseSchema } from '@lemon/staff-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { repeat } from '../jobs/repeat';
import { refusals } from '../http/responses';
import { SearchesTally } from './searches-made';
import { searchesMadeInWeek } from './searches-made.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shoppers' searches this process counted and has not written yet. */
    searchesMade: SearchesTally;
  }
}

/** How often each process adds the searches it counted to the database. */
const writeEverySeconds = 30;

/** The searches' tally, written every half minute and as the process stops. */
export const searchesMadePlugin = fp(
  async (app: FastifyInstance) => {
    const tally = new SearchesTally();
    app.decorate('searchesMade', tally);
    repeat(app, 'writing the searches made', writeEverySeconds * 1000, () => tally.write(app.db));
    app.addHook('onClose', () => tally.write(app.db));
  },
  { name: 'searches-made', dependencies: ['database'] },
);

/** `GET /api/staff/searches`: the week's searches for Today (every process's, this one's written first). */
export const searchesMadeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/searches',
    { onRequest: app.requireStaff('page_views'), schema: { response: { 200: searchesMadeResponseSchema, ...refusals(401, 403) } } },
    async () => {
      await app.searchesMade.write(app.db);
      return searchesMadeInWeek(app.db);
    },
  );
};
