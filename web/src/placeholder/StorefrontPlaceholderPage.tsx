import { useParams } from 'wouter';
import NotFoundPage from '../notFound/NotFoundPage.tsx';
import type { ScreenProps } from '../routing/pages.ts';
import { isCatalogueSlug } from '../storefront/catalogueSlug.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

/** '/{slug}' catches every one-segment address: only a possible catalogue slug is a storefront. */
export default function StorefrontPlaceholderPage({ routeName }: ScreenProps) {
  const { slug = '' } = useParams<{ slug?: string }>();
  if (!isCatalogueSlug(slug)) return <NotFoundPage routeName="notFound" />;
  return <PlaceholderPage routeName={routeName} />;
}
