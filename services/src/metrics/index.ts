// What other code reports to the metrics: mail and push outcomes, the live connection count.
export { type MailOutcome, type PushOutcome, recordMailOutcome, recordPushOutcome } from './outcomes.ts';
export { registerSocketConnectionCount } from './socketConnections.ts';
