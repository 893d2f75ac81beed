import { addressBookResponseSchema, addressParamsSchema, addressPayloadSchema, addressResponseSchema } from '@lemon/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliversTo } from '../countries/delivery-zones';
import { HttpError, notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import {
  addAddress,
  addressBook,
  changeAddressBook,
  deleteAddress,
  maxAddressesPerUser,
  setDefaultAddress,
  toAddress,
  updateAddress,
} from './addresses.repository';

const refuseUnknownCountry = (country: string) => {
  if (!deliversTo(country)) throw new HttpError(422, 'The shop does not deliver to this country.', { country: ['country'] });
};

/** The logged-in customer's address book: exactly one default address whenever it has any. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = async (request: { currentUser: () => Promise<{ id: number } | null> }) => (await request.currentUser())!.id;
  const book = async (id: number) => ({ data: (await addressBook(app.db, id)).map(toAddress) });

  app.get(
    '/api/addresses',
    { onRequest: app.requireUser, schema: { response: { 200: addressBookResponseSchema, ...refusals(401) } } },
    async (request) => book(await userId(request)),
  );

  app.post(
    '/api/addresses',
    {
      onRequest: app.requireUser,
      schema: { body: addressPayloadSchema, response: { 201: addressResponseSchema, ...refusals(401, 422) } },
    },
    async (request, reply) => {
      refuseUnknownCountry(request.body.country);
      const owner = await userId(request);
      const address = await changeAddressBook(app.db, owner, (trx) => addAddress(trx, owner, request.body));
      if (!address) throw new HttpError(422, `An address book holds at most ${maxAddressesPerUser} addresses.`, { body: ['max'] });
      return reply.code(201).send({ data: toAddress(address) });
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      onRequest: app.requireUser,
      schema: {
        params: addressParamsSchema,
        body: addressPayloadSchema,
        response: { 200: addressResponseSchema, ...refusals(401, 404, 422) },
      },
    },
    async (request) => {
      refuseUnknownCountry(request.body.country);
      const owner = await userId(request);
      const address = await changeAddressBook(app.db, owner, (trx) => updateAddress(trx, owner, request.params.id, request.body));
      // Someone else's address is not found, as one that does not exist.
      if (!address) throw notFound('Address');
      return { data: toAddress(address) };
    },
  );

  app.delete(
    '/api/addresses/:id',
    { onRequest: app.requireUser, schema: { params: addressParamsSchema, response: { 204: noContent, ...refusals(401, 404) } } },
    async (request, reply) => {
      const owner = await userId(request);
      if (!(await changeAddressBook(app.db, owner, (trx) => deleteAddress(trx, owner, request.params.id)))) throw notFound('Address');
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/addresses/:id/default',
    {
      onRequest: app.requireUser,
      schema: { params: addressParamsSchema, response: { 200: addressBookResponseSchema, ...refusals(401, 404) } },
    },
    async (request) => {
      const owner = await userId(request);
      if (!(await changeAddressBook(app.db, owner, (trx) => setDefaultAddress(trx, owner, request.params.id)))) throw notFound('Address');
      return book(owner);
    },
  );
};
