// The personalData folder as other folders see it: what they may use of it.
export { type PersonalDataVault, personalDataVault } from './personalDataVault.ts';
export { ShreddingEventStore } from './shreddingEventStore.ts';
