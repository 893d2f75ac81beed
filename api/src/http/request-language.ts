import { guessLocale, type Locale } from '@lemon/shared/locales';
import type { FastifyRequest } from 'fastify';

/** The visitor's language as the request gives it: the first of Accept-Language (the shop's pages send theirs), else French. */
export const requestLanguage = (request: FastifyRequest): Locale =>
  guessLocale(null, request.headers['accept-language']?.split(/[,;]/)[0]?.trim());
