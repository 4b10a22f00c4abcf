// The alerts folder as other folders see it: what they may use of it.
export { AlertReactor } from './alertReactor.ts';
export { registerAlertRoutes, switchSearchAlerts } from './alertRoutes.ts';
export { percolate } from './percolate.ts';
