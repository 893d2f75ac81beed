// zod, evaluated as a step of the page's start of its own, before the shared contract that uses it. Only the
// parts the build keeps for the contract: zod/mini, whose functions a build keeps only where they are used.
import { z } from 'zod/mini';

export const lazySchemas = z.lazy;
