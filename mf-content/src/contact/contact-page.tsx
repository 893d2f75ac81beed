import { Page } from '@lemon/kit';
import { useLocation, useTranslation } from '@lemon/shared';
import { ContactForm } from './contact-form';
import { ContactWays } from './contact-ways';
import styles from './contact.module.css';

/** That the message went, on the page a message sent without the page's scripts leads back to (`?sent=1`). */
function SentNotice() {
  const { t } = useTranslation('content');
  if (new URLSearchParams(useLocation().search).get('sent') !== '1') return null;
  return (
    <p role="status" className={styles.sent}>
      {t('contact.form.sent')}
    </p>
  );
}

/** `contact`: a word of welcome, the form, and beside it the shop's other ways to be reached. */
export function ContactPage() {
  const { t } = useTranslation('content');
  return (
    <Page title={t('contact.title')} description={t('contact.description')}>
      <SentNotice />
      <p className={styles.intro}>{t('contact.intro')}</p>
      <div className={styles.layout}>
        <ContactForm />
        <ContactWays />
      </div>
    </Page>
  );
}
