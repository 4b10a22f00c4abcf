export * from './consensus.ts';
export * from './decisions.ts';
export * from './endpoints.ts';
export * from './events.ts';
export * from './filtered.ts';
export * from './prediction.ts';
export * from './socket.ts';
export * from './superlikes.ts';
