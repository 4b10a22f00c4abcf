export * from './endpoints.ts';
export * from './events.ts';
export * from './group.ts';
export * from './messages.ts';
