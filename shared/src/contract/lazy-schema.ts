import { z } from 'zod';

/**
 * A contract schema built the first time it checks something, not when the contract loads: a page builds only
 * the schemas of the calls it makes. Building all of them as `@lemon/shared` started was the largest piece of
 * work before a page answered (zod makes each schema with its methods). `unwrap()` gives the schema itself
 * (its shape, to extend or pick from).
 */
export const lazySchema = <Schema extends z.ZodType>(build: () => Schema): z.ZodLazy<Schema> => z.lazy(build);
