import { ContentPage } from '../content-page/content-page';
import { privacyTexts, privacyUpdatedOn } from './privacy-texts';

export function PrivacyPage() {
  return <ContentPage texts={privacyTexts} updatedOn={privacyUpdatedOn} withContents />;
}
