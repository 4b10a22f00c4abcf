// The catalogue folder as other folders see it: what they may use of it.
export { categoryDecider, categoryStream, slugify } from './category/category.ts';
export { CURRENCIES, NOTIFICATION_TYPES, PRIORITIES, SEARCH_ORDERS } from './configuration/staticConfiguration.ts';
export { extraDecider, extraStream } from './extra/extra.ts';
export { publicationTypeDecider, publicationTypeStream } from './publicationType/publicationType.ts';
export { SLUG_TAKEN } from './publicationType/resource.ts';
