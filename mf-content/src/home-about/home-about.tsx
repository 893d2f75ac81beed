// The home page's about section, which the shell shows between its hero and the product of the month.
import { exposedFragment } from '@lemon/kit';
import { $locale, Link, localizedPath, registerTranslations, useUnit, useTranslation } from '@lemon/shared';
import { loadContentTexts } from '../i18n/load';
import styles from './home-about.module.css';

// The shell renders this fragment without mounting the app: the texts come with it.
registerTranslations('content', loadContentTexts);

/** Exposed to the shell, which draws it in a place of its own. */
export const HomeAbout = exposedFragment(HomeAboutSection);

function HomeAboutSection() {
  const { t } = useTranslation('content');
  const locale = useUnit($locale);
  const facts = t('homeAbout.facts', { returnObjects: true }) as string[];

  return (
    <section id="a-propos" className={styles.about} aria-labelledby="home-about-title">
      <div className={styles.story}>
        <p className={styles.kicker}>{t('homeAbout.kicker')}</p>
        <h2 id="home-about-title" className={styles.title}>
          {t('homeAbout.title')}
        </h2>
        <p className={styles.text}>{t('homeAbout.text')}</p>
        <Link className={styles.readMore} to={localizedPath(locale, 'about')}>
          {t('homeAbout.readMore')}
        </Link>
      </div>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </section>
  );
}
