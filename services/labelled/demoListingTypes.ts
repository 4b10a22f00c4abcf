// The demo catalogue's types (inmuebles, vehículos, productos) in the shape GET /api/configuration
// serves, for tests and the benchmark. Category ids are their slugs, so labels read plainly.
import { slugify } from '../src/catalogue/category/category.ts';
import { DEMO_EXTRAS, DEMO_TYPES, toExtraInput } from '../src/demo/demoCatalogue.ts';
import type { ListingType } from '../src/listingText/listingType.ts';

export type DemoTypeSlug = 'inmuebles' | 'vehiculos' | 'productos';

function demoType(slug: DemoTypeSlug): ListingType {
  const demo = DEMO_TYPES.find((type) => type.input.slug === slug);
  if (!demo) throw new Error(`Unknown demo type ${slug}`);
  const extras = demo.extraSlugs.map((extraSlug) => {
    const extra = DEMO_EXTRAS.find((candidate) => candidate.slug === extraSlug);
    if (!extra) throw new Error(`Unknown demo extra ${extraSlug}`);
    return toExtraInput(extra);
  });
  const categories = demo.categories.map((name) => ({ id: slugify(name), name, slug: slugify(name) }));
  return { config: { fields: demo.input.config.fields }, extras, categories };
}

export const DEMO_QUICK_CREATE_TYPES: Readonly<Record<DemoTypeSlug, ListingType>> = {
  inmuebles: demoType('inmuebles'),
  vehiculos: demoType('vehiculos'),
  productos: demoType('productos'),
};
