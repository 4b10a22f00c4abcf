import { useEffect } from 'react';
import { currentMicrosite } from '../session/sessionState.ts';
import { BRAND_NAME } from '../shell/brand.ts';

/** The screen's title, then the site's name: the microsite's on its host, the platform's elsewhere. */
export function useDocumentTitle(title: string): void {
  const site = currentMicrosite.value?.name ?? BRAND_NAME;
  useEffect(() => {
    document.title = `${title} | ${site}`;
  }, [title, site]);
}
