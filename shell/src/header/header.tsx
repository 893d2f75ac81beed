import {
  $cartQuantity,
  $isLoggedIn,
  $locale,
  $user,
  hasPage,
  Link,
  localizedPath,
  useLocation,
  useUnit,
  useTranslation,
} from '@lemon/shared';
import { iconButtonClass, shop } from '@lemon/kit';
import { remoteFragment } from '../apps/remote-fragment';
import { withAuthRequest } from '../auth-request/auth-request';
import { BurgerMenu } from '../burger-menu/burger-menu';
import { BagIcon, LemonMark, ShopIcon, UserIcon } from '../icons/icons';
import { CategoryLink } from '../main-categories/category-link';
import { useMainCategories } from '../main-categories/main-categories.model';
import { useScrolledPast } from '../scroll-position/use-scroll-position';
import { headerFragments } from './header-fragments';
import styles from './header.module.css';

const HeaderSearch = remoteFragment(headerFragments.search, 'HeaderSearch');

/** The spec: on home the header turns fixed and coloured once the page is scrolled 120 px. */
const homeHeaderScrollThreshold = 120;

export function Header({ isHome }: { isHome: boolean }) {
  const { t } = useTranslation('shell');
  const [locale, cartQuantity, isLoggedIn, user] = useUnit([$locale, $cartQuantity, $isLoggedIn, $user]);
  const { search } = useLocation();
  const { categories } = useMainCategories();
  const scrolled = useScrolledPast(homeHeaderScrollThreshold);
  // Home opens with a transparent header over the hero; every other page keeps a coloured header in view.
  const placement = !isHome ? 'sticky' : scrolled ? 'floating' : 'overlay';

  return (
    <header className={`${styles.header} ${styles[placement]}`} data-placement={placement}>
      <Link to={localizedPath(locale, 'home')} className={styles.logo} aria-label={t('header.home')}>
        <LemonMark className={styles.logoMark} />
        <span className={styles.logoText}>{shop.name}</span>
      </Link>
      {/* On a computer the main categories are in sight; a phone reaches them through the menu. */}
      {categories.length > 0 && (
        <nav className={styles.categories} aria-label={t('header.categories')}>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryLink category={category} locale={locale} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav className={styles.actions}>
        <HeaderSearch />
        {/* Only the staff know the back office is there. */}
        {user?.staff_role && hasPage('adminToday') && (
          <Link to={localizedPath(locale, 'adminToday')} className={iconButtonClass} aria-label={t('header.backOffice')}>
            <ShopIcon />
          </Link>
        )}
        {isLoggedIn ? (
          hasPage('account') && (
            <Link to={localizedPath(locale, 'account')} className={iconButtonClass} aria-label={t('header.account')}>
              <UserIcon />
              <span className={styles.loggedInDot} data-testid="logged-in-dot" />
            </Link>
          )
        ) : (
          // The address asks for the auth popup: the same page, with `?showAuth=1`.
          <Link to={{ search: withAuthRequest(search) }} className={iconButtonClass} aria-label={t('header.login')} aria-haspopup="dialog">
            <UserIcon />
          </Link>
        )}
        {hasPage('cart') && (
          <Link
            to={localizedPath(locale, 'cart')}
            className={`${iconButtonClass} ${styles.cartLink}`}
            data-testid="cart-link"
            aria-label={`${t('header.cart')}, ${t('header.cartCount', { count: cartQuantity })}`}
          >
            <BagIcon />
            {cartQuantity > 0 && (
              <span className={styles.badge} data-testid="cart-badge">
                {cartQuantity}
              </span>
            )}
          </Link>
        )}
        <BurgerMenu />
      </nav>
    </header>
  );
}
