export * from './events.ts';
export * from './operation.ts';
export * from './priceHistory.ts';
export * from './publication.ts';
export * from './renditions.ts';
export * from './requests.ts';
