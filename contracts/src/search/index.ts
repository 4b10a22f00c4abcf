export * from './adminSearch.ts';
export * from './endpoints.ts';
export * from './events.ts';
export * from './filter.ts';
export * from './filterTitle.ts';
export * from './results.ts';
export * from './search.ts';
export * from './title.ts';
