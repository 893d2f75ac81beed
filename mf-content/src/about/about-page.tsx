import { ContentPage } from '../content-page/content-page';
import { aboutTexts } from './about-texts';

export function AboutPage() {
  return <ContentPage texts={aboutTexts} />;
}
