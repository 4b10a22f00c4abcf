import { GROUP_TARGETS, type GroupBenchmark } from './groupBenchmark.ts';
import { latencyRow, loadRow, type ReportRow } from './report.ts';

/** Group latencies against their targets, with the world's size and the machine's load. */
export function groupRows(result: GroupBenchmark): ReportRow[] {
  const world = `${result.publications.toLocaleString('en-US')} publications, ${result.groups} groups`;
  return [
    {
      measure: `Group world seeded (${world})`,
      result: `${result.seedSeconds.toFixed(1)} s`,
      target: 'reported',
      verdict: '',
    },
    loadRow(result.load),
    latencyRow('Group portfolio page', result.portfolio, GROUP_TARGETS.portfolioP95Ms),
    latencyRow('Group search results', result.groupSearch, GROUP_TARGETS.groupSearchP95Ms),
    latencyRow('Group directory search', result.directory, GROUP_TARGETS.directoryP95Ms),
    latencyRow('Invite → accept → admin hears it live', result.joinLive, GROUP_TARGETS.joinLiveP95Ms),
  ];
}
