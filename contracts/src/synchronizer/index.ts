export * from './api.ts';
export * from './events.ts';
export * from './messages.ts';
