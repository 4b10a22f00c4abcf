export { KurrentEventStore } from './kurrentdb/kurrentEventStore.ts';
export { startPollingSubscription } from './pollingSubscription.ts';
export * from './port.ts';
export { PostgresEventStore } from './postgres/postgresEventStore.ts';
