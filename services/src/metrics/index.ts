// What other code reports to the metrics: mail and push outcomes, the live connection count.

export { MeasuredEventStore } from './measuredEventStore.ts';
export { type MailOutcome, type PushOutcome, recordMailOutcome, recordPushOutcome } from './outcomes.ts';
export { type LagListener, recordProjectionLag } from './projectionLag.ts';
export { registerSocketConnectionCount } from './socketConnections.ts';
