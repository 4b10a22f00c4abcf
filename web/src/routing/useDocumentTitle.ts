import { useEffect } from 'react';
import { BRAND_NAME } from '../shell/brand.ts';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}
