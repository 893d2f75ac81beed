// zod, evaluated as a step of the page's start of its own, before the shared contract that uses it. Only the
// parts the build keeps for the contract: importing the package whole would bring every one of its locales.
import { z } from 'zod';

export const lazySchemas = z.lazy;
