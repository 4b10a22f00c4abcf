// The demo catalogue's types as a search catalogue, ids equal to slugs (and category ids to their
// slugified names) so labelled search texts read plainly. For tests and the benchmark.
import { slugify } from '../src/catalogue/category/category.ts';
import { DEMO_EXTRAS, DEMO_TYPES, toExtraInput } from '../src/demo/demoCatalogue.ts';
import type { CatalogueType } from '../src/search/criteria/searchCatalogue.ts';

export function demoSearchTypes(): CatalogueType[] {
  return DEMO_TYPES.map((demo) => ({
    id: demo.input.slug,
    slug: demo.input.slug,
    title: demo.input.translations.es.title,
    config: { fields: [...demo.input.config.fields] },
    extras: demo.extraSlugs.map((slug) => {
      const extra = DEMO_EXTRAS.find((candidate) => candidate.slug === slug);
      if (!extra) throw new Error(`Unknown demo extra ${slug}`);
      const { translations, config } = toExtraInput(extra);
      return { slug, translations, config };
    }),
    categories: demo.categories.map((name) => ({ id: slugify(name), name, slug: slugify(name) })),
  }));
}
