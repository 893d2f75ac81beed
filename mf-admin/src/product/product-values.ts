// A product as its form holds it (prices and stock as typed, the category and VAT rate as chosen) and the
// contract's payload: the form checks its values by making the payload and checking that with the contract's
// own schema, so a refusal has the same code and the same name (`variations.0.price`) in the browser and from the server.
import { z } from '@lemon/shared';
import type { Locale } from '@lemon/shared';
import {
  productPayloadSchema,
  productUpdatePayloadSchema,
  type ProductPayload,
  type ProductUpdatePayload,
  type StaffProduct,
  type StaffVariation,
} from '@lemon/staff-contract';
import { centsFromText, eurosText } from '../ui/euros';

type Texts = Record<Locale, string>;

export interface VariationFormValues {
  /** The variation's id once it exists (react-hook-form keys the list's rows with ids of its own, apart from this). */
  id: number | null;
  label: Texts;
  /** `#rrggbb`, or null for none. */
  color: string | null;
  /** As typed: "12,50". */
  price: string;
  stock: string;
  /** An existing variation's stock when the form opened: the server writes the stock only if the form changed it. */
  stock_seen: number | null;
  is_default: boolean;
  /** The picture's stored name; null for the shop's drawing. */
  picture: string | null;
  /** How it looks, beside the form. */
  picture_url: string | null;
}

export interface ProductFormValues {
  /** The version the form started from; null for a new product. */
  version: number | null;
  product_category_id: string;
  label: Texts;
  slug: Texts;
  description: Texts;
  is_hidden: boolean;
  is_monthly: boolean;
  is_highlighted: boolean;
  contains_alcohol: boolean;
  vat_rate: string;
  recipe_ids: number[];
  variations: VariationFormValues[];
}

const noText = (): Texts => ({ fr: '', en: '', it: '' });

export const newVariation = (isDefault: boolean): VariationFormValues => ({
  id: null,
  label: noText(),
  color: null,
  price: '',
  stock: '0',
  stock_seen: null,
  is_default: isDefault,
  picture: null,
  picture_url: null,
});

/** A new product: one size, shown first; its category and VAT rate chosen by the owner. */
export const emptyProductForm = (): ProductFormValues => ({
  version: null,
  product_category_id: '',
  label: noText(),
  slug: noText(),
  description: noText(),
  is_hidden: false,
  is_monthly: false,
  is_highlighted: false,
  contains_alcohol: false,
  vat_rate: '',
  recipe_ids: [],
  variations: [newVariation(true)],
});

const variationFormValues = (variation: StaffVariation): VariationFormValues => ({
  id: variation.id,
  label: { ...variation.label },
  color: variation.color,
  price: eurosText(variation.price),
  stock: String(variation.stock),
  stock_seen: variation.stock,
  is_default: variation.is_default,
  picture: variation.picture,
  picture_url: variation.picture_url,
});

/** The form filled with a product as saved, to change it. */
export const toFormValues = (product: StaffProduct): ProductFormValues => ({
  version: product.version,
  product_category_id: String(product.product_category_id),
  label: { ...product.label },
  slug: { ...product.slug },
  description: { ...product.description },
  is_hidden: product.is_hidden,
  is_monthly: product.is_monthly,
  is_highlighted: product.is_highlighted,
  contains_alcohol: product.contains_alcohol,
  vat_rate: String(product.vat_rate),
  recipe_ids: [...product.recipe_ids],
  variations: product.variations.map(variationFormValues),
});

/** A count as typed ("12"), undefined when nothing is, NaN when it is no whole number (the contract says "invalid"). */
const countFromText = (text: string) => {
  const typed = text.trim();
  return typed === '' ? undefined : /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
};
const chosenNumber = (choice: string) => (choice === '' ? undefined : Number(choice));

/** The payload the form's values make: a new product's (no version), or a change's (from `version`). */
export function toPayload(values: ProductFormValues): ProductUpdatePayload {
  return {
    ...(values.version === null ? {} : { version: values.version }),
    product_category_id: chosenNumber(values.product_category_id) as number,
    label: values.label,
    slug: values.slug,
    description: values.description,
    is_hidden: values.is_hidden,
    is_monthly: values.is_monthly,
    is_highlighted: values.is_highlighted,
    contains_alcohol: values.contains_alcohol,
    vat_rate: chosenNumber(values.vat_rate) as ProductUpdatePayload['vat_rate'],
    recipe_ids: values.recipe_ids,
    variations: values.variations.map((variation) => ({
      ...(variation.id === null
        ? {}
        : { id: variation.id, ...(variation.stock_seen === null ? {} : { stock_seen: variation.stock_seen }) }),
      label: variation.label,
      color: variation.color,
      price: centsFromText(variation.price) as number,
      stock: countFromText(variation.stock) as number,
      is_default: variation.is_default,
      picture: variation.picture,
    })),
  } as ProductUpdatePayload;
}

const formValues = z.custom<ProductFormValues>();
/** A new product's form: its payload checked by the contract's schema. */
export const newProductFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values) => toPayload(values) as ProductPayload),
  ),
  productPayloadSchema,
);
/** A change's form: the same, with the version it started from. */
export const productFormSchema = z.pipe(z.pipe(formValues, z.transform(toPayload)), productUpdatePayloadSchema);
