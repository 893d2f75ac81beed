import { ContentPage } from '../content-page/content-page';
import { cgvTexts, cgvUpdatedOn } from './cgv-texts';

export function CgvPage() {
  return <ContentPage texts={cgvTexts} updatedOn={cgvUpdatedOn} withContents />;
}
