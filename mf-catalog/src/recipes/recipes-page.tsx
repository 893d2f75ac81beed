import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import type { ProductSummary, RecipeWithProducts } from '@lemon/catalog-contract';
import { formatPrice, LoadingState, Page, ProductPicture, RichText, richTextReady, useLoaderState } from '@lemon/kit';
import { useEffect } from 'react';
import { CatalogUnavailable } from '../not-found/catalog-not-found';
import { recipeAnchor } from '../recipe-link/recipe-link';
import { $failedRecipes, $loadingRecipes, $moreRecipeProducts, moreRecipeProductsClicked } from './recipe-products.model';
import { recipesHead } from './recipes-head';
import { recipesPage } from './recipes-page.model';
import styles from './recipes-page.module.css';

/**
 * What the page waits for beside its own code: the sanitiser of its recipes, a file of its own the server preloads
 * with the page, so the browser evaluates the two in tasks of their own. Given by the page's module, not imported
 * by the routes: the build lists a part with the pages whose chunk loads it.
 */
export const pageReady = richTextReady;

function RecipeProductLink({ product }: { product: ProductSummary }) {
  const locale = useUnit($locale);
  const { shown_variation: variation } = product;
  return (
    <Link to={localizedPath(locale, 'product', { slug: product.slug[locale] })} className={styles.product}>
      <ProductPicture variation={variation} shownAs={{ sizes: '64px' }} width={64} height={64} loading="lazy" />
      <span>
        {product.label[locale]}
        <small>{formatPrice(variation.price)}</small>
      </span>
    </Link>
  );
}

/** The products a recipe uses: the first page came with the recipes, the shopper asks for the others a page at a time. */
function RecipeProducts({ recipe }: { recipe: RecipeWithProducts }) {
  const { t } = useTranslation('catalog');
  const [locale, moreShown, loading, failed, showMore] = useUnit([
    $locale,
    $moreRecipeProducts,
    $loadingRecipes,
    $failedRecipes,
    moreRecipeProductsClicked,
  ]);
  if (!recipe.product_summaries?.length) return null;
  const more = moreShown[recipe.id];
  const products = [...recipe.product_summaries, ...(more?.products ?? [])];
  const offersMore = more ? more.more : recipe.more_products === true;
  return (
    <aside className={styles.products} aria-label={t('recipes.productsFor', { recipe: recipe.label[locale] })}>
      <h3>{t('recipes.withProducts')}</h3>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <RecipeProductLink product={product} />
          </li>
        ))}
      </ul>
      {offersMore && (
        <>
          {failed.includes(recipe.id) && (
            <p role="alert" className={styles.moreFailed}>
              {t('recipes.moreProductsFailed')}
            </p>
          )}
          <button
            type="button"
            className={`button-secondary ${styles.more}`}
            disabled={loading.includes(recipe.id)}
            onClick={() => showMore(recipe.id)}
          >
            {t('recipes.moreProducts')}
          </button>
        </>
      )}
    </aside>
  );
}

export function RecipesPage() {
  const { t } = useTranslation('catalog');
  const [locale, open] = useUnit([$locale, recipesPage.opened]);
  // Drawn with its recipes from the first render, on the server and in the browser, when they came with the page.
  const state = useLoaderState(recipesPage, undefined);
  useEffect(() => {
    open();
  }, [open]);
  return (
    <Page title={t('recipes.title')} head={(origin) => recipesHead(locale, origin)}>
      <p className={styles.intro}>{t('recipes.intro')}</p>
      {state.status === 'loading' && <LoadingState />}
      {(state.status === 'error' || state.status === 'not-found') && <CatalogUnavailable onRetry={() => open()} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p>{t('recipes.empty')}</p>
        ) : (
          state.data.map((recipe) => (
            <article key={recipe.id} id={recipeAnchor(recipe.id)} className={styles.recipe} data-testid="recipe">
              <div>
                <h2>{recipe.label[locale]}</h2>
                <p className={styles.text}>{recipe.text[locale]}</p>
                <RichText className={styles.instructions} html={recipe.instructions[locale]} />
              </div>
              <RecipeProducts recipe={recipe} />
            </article>
          ))
        ))}
    </Page>
  );
}
