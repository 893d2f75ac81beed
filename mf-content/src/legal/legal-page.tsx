import { ContentPage } from '../content-page/content-page';
import { legalTexts, legalUpdatedOn } from './legal-texts';

export function LegalPage() {
  return <ContentPage texts={legalTexts} updatedOn={legalUpdatedOn} withContents />;
}
