import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema } from './localized';

/** A product's variation as a cart line holds it (the catalogue's product lists its variations the same way). */
export const productVariationSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    product_id: z.int(),
    label: localizedTextSchema,
    /** A swatch colour when the variation is a colour or scent. */
    color: z.nullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))),
    /** Euro cents, VAT included. */
    price: z.int().check(z.minimum(0)),
    stock: z.int().check(z.minimum(0)),
    /** The picture at product-page size; `card_picture_url` is the same at card size. */
    main_picture_url: z.string(),
    card_picture_url: z.string(),
    /** The picture in every size, as AVIF and as WebP, for `<source srcset>`: "…-card.avif 480w, …-page.avif 800w". */
    picture_srcset: z.object({ avif: z.string(), webp: z.string() }),
    is_default: z.boolean(),
  }),
);
export type ProductVariation = z.infer<typeof productVariationSchema>;
