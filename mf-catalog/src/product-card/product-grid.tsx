import type { Product } from '@lemon/catalog-contract';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/**
 * Product cards side by side, as many as fit: a category, related products, the best sellers. `opensPage`:
 * the grid is the top of the page, its first picture loads at once. `fullRows`: a short selection, every card
 * shown, a short last row centred.
 */
export function ProductGrid({
  products,
  testId,
  opensPage = false,
  fullRows = false,
}: {
  products: readonly Product[];
  testId?: string;
  opensPage?: boolean;
  fullRows?: boolean;
}) {
  const grid = (
    <div className={styles.grid} data-testid={testId}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} leading={opensPage && index === 0} />
      ))}
    </div>
  );
  return fullRows ? <div className={styles.fullRows}>{grid}</div> : grid;
}
