// The health folder as other folders see it: what they may use of it.
export { followLifecycle, shutDown, shutDownOnSignals } from './gracefulShutdown.ts';
export { Lifecycle } from './lifecycle.ts';
export { type OperationsConfig, operationsConfig, operationsEnvironmentSchema, type Role } from './operationsConfig.ts';
export { answersUnderPressure, protectFromPressure } from './underPressure.ts';
