export * from './catalogue/index.ts';
export * from './configuration.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './spanishErrors.ts';
