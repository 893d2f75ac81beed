import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import { ContactWays } from './contact-ways';
import styles from './contact.module.css';

/** `contact`: a word of welcome, the form, and beside it the shop's other ways to be reached. */
export function ContactPage() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('contact.title')} description={t('contact.description')}>
      <p className={styles.intro}>{t('contact.intro')}</p>
      <div className={styles.layout}>
        <ContactForm />
        <ContactWays />
      </div>
    </Page>
  );
}
