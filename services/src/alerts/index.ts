// The alerts folder as other folders see it: what they may use of it.
export { percolate } from './percolate.ts';
export { switchSearchAlerts } from './switchSearchAlerts.ts';
