import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const healthSchema = lazySchema(() => z.object({ data: z.object({ status: z.literal('ok') }) }));
