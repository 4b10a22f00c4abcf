import { RESERVED_SLUGS } from '@app/contracts/account/slug';
import { useParams } from 'wouter';
import NotFoundPage from '../notFound/NotFoundPage.tsx';
import type { ScreenProps } from '../routing/pages.ts';
import PlaceholderPage from './PlaceholderPage.tsx';

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '/{slug}' catches every one-segment address: only a possible catalogue slug is a storefront. */
export default function StorefrontPlaceholderPage({ routeName }: ScreenProps) {
  const { slug = '' } = useParams<{ slug?: string }>();
  if (!SLUG_FORMAT.test(slug) || RESERVED_SLUGS.includes(slug)) return <NotFoundPage routeName="notFound" />;
  return <PlaceholderPage routeName={routeName} />;
}
