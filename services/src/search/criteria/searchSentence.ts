// GET /search/{uuid}/text: the search as one readable Spanish sentence, e.g. 'Busco Departamento
// con 2 ambientes, Cochera y hasta U$S 120.000, o Casa con Pileta, en Palermo o Belgrano.'
import type { SearchCriteria, SearchFilter } from '@app/contracts';
import { SEARCH_ORDERS } from '../../catalogue/index.ts';
import { filterConditions, filterSubject, joinWords } from './describeFilter.ts';
import type { SearchCatalogue } from './searchCatalogue.ts';

function itemWords(filter: SearchFilter, catalogue: SearchCatalogue): string {
  const type = catalogue.type(filter.type_id);
  if (!type) return filter.title ?? '';
  const conditions = filterConditions(filter, type);
  const subject = filterSubject(filter, type);
  return conditions.length === 0 ? subject : `${subject} con ${joinWords(conditions, 'y')}`;
}

export interface SentenceContext {
  /** Whose storefront it searches, when it searches one. */
  storefrontName: string | null;
}

export function searchSentence(criteria: SearchCriteria, catalogue: SearchCatalogue, context: SentenceContext): string {
  const items = criteria.filters.map((filter) => itemWords(filter, catalogue)).filter((words) => words.length > 0);
  const parts = [`Busco ${items.join(', o ')}`];
  if (criteria.places.length > 0)
    parts.push(
      `en ${joinWords(
        criteria.places.map((place) => place.name),
        'o',
      )}`,
    );
  if (context.storefrontName) parts.push(`en la tienda de ${context.storefrontName}`);
  const order = SEARCH_ORDERS.find((candidate) => candidate.slug === criteria.order);
  const ordered = criteria.order === 'relevance' || !order ? '' : ` Ordenado por ${order.title.toLowerCase()}.`;
  return `${parts.join(', ')}.${ordered}`;
}
