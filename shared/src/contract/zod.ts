// The zod/mini the features' contracts, the kit and the apps build their schemas with, from the one copy of zod in the
// page: `@lemon/shared/contract` is a Module Federation singleton (the host's copy serves every app), so an app that
// takes `z` from it bundles no zod of its own. A module shared between builds is not tree-shaken, so this names the
// functions the shop's schemas use rather than all of zod/mini (its locales alone are most of it): a schema that
// needs another adds it here.
export {
  _default,
  array,
  boolean,
  custom,
  email,
  enum,
  extend,
  int,
  iso,
  lazy,
  literal,
  maximum,
  maxLength,
  minimum,
  minLength,
  NEVER,
  nullable,
  nullish,
  number,
  object,
  optional,
  overwrite,
  pick,
  pipe,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  toLowerCase,
  toUpperCase,
  transform,
  trim,
  undefined,
  union,
  unknown,
  uuidv4,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType } from 'zod/mini';
export type * as core from 'zod/v4/core';
