// The alerts folder as other folders see it: what they may use of it.
export { AlertIndex } from './alertIndex.ts';
export { percolate } from './percolate.ts';
export { switchSearchAlerts } from './switchSearchAlerts.ts';
