import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { usePageMeta } from '@lemon/kit';
import { remoteFragment } from '../apps/remote-fragment';
import { useMainCategories } from '../main-categories/main-categories.model';
import { popupAskedByAddress } from '../apps/popup-asked-by-address';
import { orderReturnOf } from '../order-popup/order-outcome';
import { homeFragments } from './home-fragments';
import { HeroVideo } from './hero-video';
import styles from './home-page.module.css';

/** The payment's outcome popup loads when the payment page sends the shopper back (`?order=`). */
const OrderPopup = popupAskedByAddress({
  name: 'The order popup',
  fallbackFor: 'order',
  load: async () => (await import(/* webpackChunkName: "order-popup" */ '../order-popup/order-popup')).OrderPopup,
  askedBy: (search) => orderReturnOf(search) !== null,
  leave: ({ pathname }) => pathname,
});
const HomeAbout = remoteFragment(homeFragments.about, 'HomeAbout');
const ProductOfTheMonth = remoteFragment(homeFragments.blocks, 'ProductOfTheMonth');
const BestSellers = remoteFragment(homeFragments.blocks, 'BestSellers');

/** The hero links to the first four main categories (drinks, groceries, household, boxes). */
const heroCategoryCount = 4;

export function HomePage() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  const { categories } = useMainCategories();
  usePageMeta({ description: t('home.intro') });

  return (
    <>
      {/* The spec: first on the home page, shown when the payment page sends the shopper back (`?order=`). */}
      <OrderPopup />
      <section className={styles.hero} aria-labelledby="home-title">
        <HeroVideo />
        <div className={styles.heroContent}>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className={styles.intro}>{t('home.intro')}</p>
          <nav aria-label={t('home.categories')}>
            <ul className={styles.categories}>
              {categories.slice(0, heroCategoryCount).map((category) => (
                <li key={category.id}>
                  <Link to={localizedPath(locale, 'category', { slug: category.slug[locale] })}>{category.label[locale]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <HomeAbout />
      <ProductOfTheMonth />
      <BestSellers />
    </>
  );
}
