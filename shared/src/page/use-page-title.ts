import { useEffect } from 'react';
import { shop } from '../shop/shop-identity';

/** Sets the browser tab's title for the page being shown: "Recettes · L'Atelier du Citron". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${shop.name}` : shop.name;
  }, [title]);
}
