import { $locale, ApiError, Link, localizedPath, useNavigate, useParams, useUnit, useTranslation } from '@lemon/shared';
import { useCategories } from '../catalogue/catalogue-calls';
import { CataloguePage } from '../catalogue/catalogue-page';
import { useStaffRecipes } from '../catalogue/recipes-calls';
import { QueryState } from '../ui/query-state';
import { useStaffProduct } from './product-calls';
import { ProductDelete } from './product-delete';
import { ProductForm } from './product-form';
import styles from './product.module.css';

/** The address's product: `nouveau` for a new one, else its id. */
const productIdOf = (param: string | undefined) => (param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined);

/** A product's page: its form (a new one's at `…/produits/nouveau`), a link to it in the shop, and deleting it. */
export function ProductPage() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const navigate = useNavigate();
  const param = useParams().id;
  const isNew = param === 'nouveau';
  const productId = productIdOf(param);
  const product = useStaffProduct(productId);
  const categories = useCategories();
  const recipes = useStaffRecipes();
  const saved = product.data;
  const notFound = (!isNew && productId === undefined) || (product.error instanceof ApiError && product.error.status === 404);
  const title = isNew ? t('product.newTitle') : (saved?.label.fr ?? t('product.title'));
  const actions = (
    <>
      <Link className={`button-secondary ${styles.linkButton}`} to={localizedPath(locale, 'adminProducts')}>
        {t('product.backToList')}
      </Link>
      {saved && !saved.is_hidden && (
        // The shop is another app: a plain link, in a tab of its own so the form stays as it is.
        <a
          className={`button-secondary ${styles.linkButton}`}
          href={localizedPath('fr', 'product', { slug: saved.slug.fr })}
          target="_blank"
          rel="noopener"
        >
          {t('product.viewInShop')}
        </a>
      )}
    </>
  );
  return (
    <CataloguePage title={title} description={t('product.description')} actions={actions}>
      {notFound ? (
        <p>{t('product.notFound')}</p>
      ) : (
        <QueryState query={categories}>
          {(categoryList) => (
            <QueryState query={recipes}>
              {(recipeList) =>
                isNew ? (
                  <ProductForm
                    key="new"
                    categories={categoryList}
                    recipes={recipeList}
                    onCreated={(created) => void navigate(localizedPath(locale, 'adminProduct', { id: created.id }))}
                  />
                ) : (
                  <QueryState query={product}>
                    {(opened) => (
                      <>
                        <ProductForm key={opened.id} product={opened} categories={categoryList} recipes={recipeList} />
                        <ProductDelete product={opened} />
                      </>
                    )}
                  </QueryState>
                )
              }
            </QueryState>
          )}
        </QueryState>
      )}
    </CataloguePage>
  );
}
