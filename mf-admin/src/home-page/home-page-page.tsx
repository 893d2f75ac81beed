import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../catalogue/catalogue-page';

export function HomePagePage() {
  const { t } = useTranslation('admin');
  return <CataloguePage title={t('homePage.title')} description={t('homePage.description')} />;
}
