import type { Product } from '@lemon/shared';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** Product cards side by side, as many as fit: a category, related products, the best sellers. */
export function ProductGrid({ products, testId }: { products: readonly Product[]; testId?: string }) {
  return (
    <div className={styles.grid} data-testid={testId}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
