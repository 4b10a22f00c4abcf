// The statistics folder as other folders see it: what they may use of it.

export { ExportArgumentError, parseExportArguments } from './export/exportArguments.ts';
export { exportSource, exportStatistics } from './export/statisticsExport.ts';
export { leadDecider } from './lead/leadDecider.ts';
export { LeadWebhookDispatcher } from './leadWebhook/leadWebhookDispatcher.ts';
export { sourceReport } from './queries/reportQuery.ts';
