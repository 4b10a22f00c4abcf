export { collect, eventStoreContract, type StoreUnderTest, testEvent } from './contractSuite.ts';
