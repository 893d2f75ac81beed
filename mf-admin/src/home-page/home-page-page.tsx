import { useTranslation } from '@lemon/shared';
import { CataloguePage } from '../catalogue/catalogue-page';
import { QueryState } from '../ui/query-state';
import { BestSellers } from './best-sellers';
import { FestivalNoticeForm } from './festival-notice-form';
import { useHomePage } from './home-page-calls';
import { MonthlyProduct } from './monthly-product';

/** The home page's moving parts: the festival notice above every page, the product of the month, the best sellers. */
export function HomePagePage() {
  const { t } = useTranslation('admin');
  const homePage = useHomePage();
  return (
    <CataloguePage title={t('homePage.title')} description={t('homePage.description')}>
      <QueryState query={homePage}>
        {(page) => (
          <>
            <FestivalNoticeForm notice={page.festival_notice} />
            <MonthlyProduct product={page.monthly_product} />
            <BestSellers products={page.best_sellers} />
          </>
        )}
      </QueryState>
    </CataloguePage>
  );
}
