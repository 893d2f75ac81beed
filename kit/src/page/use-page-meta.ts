import { useEffect } from 'react';
import { documentTitle } from '../shop/shop-identity';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** The browser tab's title ("Recettes · L'Atelier du Citron") and the page's meta description, in the page's language. */
export function usePageMeta({ title, description }: { title?: string; description?: string }): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    if (description) descriptionTag().content = description;
  }, [description]);
}
