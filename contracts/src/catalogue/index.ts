export * from './category.ts';
export * from './events.ts';
export * from './extra.ts';
export * from './fields.ts';
export * from './publicationType.ts';
