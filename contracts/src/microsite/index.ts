export * from './endpoints.ts';
export * from './events.ts';
export * from './host.ts';
export * from './messages.ts';
export * from './microsite.ts';
