import {
  $locale,
  type Locale,
  Link,
  localeChosen,
  localeNames,
  locales,
  switchLocaleInPath,
  useLocation,
  useUnit,
  useTranslation,
} from '@lemon/shared';
import { iconButtonClass, ModalDialog } from '@lemon/kit';
import { useCallback, useEffect, useState } from 'react';
import { MenuIcon } from '../icons/icons';
import { CategoryLink } from '../main-categories/category-link';
import { PageLinkItems } from '../page-links/page-link-items';
import { allCategories, useMenuCategories, type CategoryBranch } from '../main-categories/main-categories.model';
import styles from './burger-menu.module.css';

/** A category's link, and under it the links of the ones it holds. */
function CategoryLinks({ branches, locale }: { branches: CategoryBranch[]; locale: Locale }) {
  return branches.map(({ category, subCategories }) => (
    <li key={category.id}>
      <CategoryLink category={category} locale={locale} />
      {subCategories.length > 0 && (
        <ul className={styles.subCategories}>
          {subCategories.map((sub) => (
            <li key={sub.id}>
              <CategoryLink category={sub} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </li>
  ));
}

/**
 * The burger menu: a modal `<dialog>` its button opens by HTML alone (an invoker command), so a tap opens it from
 * the first paint, and with the page's scripts blocked; every way out of it is a link. Once the scripts run, the
 * page's state keeps it (it closes on every route change).
 */
export function BurgerMenu() {
  const { t } = useTranslation('shell');
  const [locale, chooseLocale, openAllCategories] = useUnit([$locale, localeChosen, allCategories.opened]);
  const { main, others, failed: categoriesFailed } = useMenuCategories();
  const location = useLocation();
  // The spec: the menu closes on every route change. It is open only on the page it was opened on.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  const setOpen = (opening: boolean) => setOpenedOn(opening ? location.key : null);

  // Opened by its button's HTML before the scripts ran: open on this page.
  const openedByHtml = useCallback(() => setOpenedOn(location.key), [location.key]);
  // Every category, for the menu to reach each one, once it is first opened.
  useEffect(() => {
    if (open) openAllCategories();
  }, [open, openAllCategories]);

  return (
    <>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls="burger-menu"
        commandfor="burger-menu"
        command="show-modal"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <ModalDialog
        id="burger-menu"
        open={open}
        onClose={() => setOpen(false)}
        onOpenedByHtml={openedByHtml}
        shape="side"
        closeLabel={t('menu.close')}
        closesByHtml
        closesOnBackdrop
        aria-label={t('menu.title')}
        closedby="any"
      >
        <div className={styles.panel}>
          <nav aria-label={t('menu.title')}>
            <h2 className={styles.heading}>{t('menu.products')}</h2>
            {categoriesFailed ? (
              <p className={styles.note}>{t('menu.categoriesUnavailable')}</p>
            ) : (
              <ul className={styles.links} data-testid="menu-categories">
                <CategoryLinks branches={main} locale={locale} />
              </ul>
            )}
            {others.length > 0 && (
              <>
                <h2 className={styles.heading}>{t('menu.selections')}</h2>
                <ul className={styles.links} data-testid="menu-selections">
                  <CategoryLinks branches={others} locale={locale} />
                </ul>
              </>
            )}
            <ul className={`${styles.links} ${styles.secondary}`}>
              <PageLinkItems
                links={[
                  { page: 'about', label: t('menu.about') },
                  { page: 'recipes', label: t('menu.recipes') },
                  { page: 'contact', label: t('menu.contact') },
                ]}
              />
            </ul>
            <h2 className={styles.heading}>{t('menu.language')}</h2>
            <ul className={styles.languages}>
              {locales
                .filter((other) => other !== locale)
                .map((other) => (
                  <li key={other}>
                    <Link
                      to={switchLocaleInPath(location.pathname, other) + location.search + location.hash}
                      lang={other}
                      hrefLang={other}
                      onClick={() => chooseLocale(other)}
                    >
                      {localeNames[other]}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </ModalDialog>
    </>
  );
}
