// The catalogue's fragments of the home page, exposed to the shell (which draws each in a place of its own).
import { exposedFragment } from '@lemon/kit';
import { registerTranslations } from '@lemon/shared';
import { loadCatalogTexts } from '../i18n/load';
import { BestSellers as BestSellersBlock } from './best-sellers';
import { ProductOfTheMonth as ProductOfTheMonthBlock } from './product-of-the-month';

registerTranslations('catalog', loadCatalogTexts);

export const BestSellers = exposedFragment(BestSellersBlock);
export const ProductOfTheMonth = exposedFragment(ProductOfTheMonthBlock);
