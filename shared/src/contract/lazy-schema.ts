import { en } from 'zod/locales';
import { z } from 'zod/mini';

// The contract is written with zod/mini: the browser gets only the parts of zod it uses, and a schema is
// built without the methods zod classic gives each one. Classic speaks English from its first schema on;
// mini says only "Invalid input" until told a language: the contract's issues keep their English messages.
if (!z.config().localeError) z.config(en());

/**
 * A contract schema built the first time it checks something, not when the contract loads: a page builds only
 * the schemas of the calls it makes. Building all of them as `@lemon/shared` started was the largest piece of
 * work before a page answered. `innerSchema()` gives the schema itself (its shape, to extend or pick from).
 */
export const lazySchema = <Schema extends z.core.SomeType>(build: () => Schema): z.ZodMiniLazy<Schema> => z.lazy(build);

/** The schema a lazy one builds (built now if it was not yet, once). */
export const innerSchema = <Schema extends z.core.SomeType>(schema: z.ZodMiniLazy<Schema>): Schema => schema._zod.innerType;
