// The report of the export as CSV: each list per day and in total, the funnel and the success rate
// in one file (section, key, day, counts), the ranked people in another.
import type { Report } from '@app/contracts';
import { CsvFile } from './csvFile.ts';

const REPORT_COLUMNS = ['section', 'key', 'day', 'people', 'events', 'items', 'value'];

export async function writeReport(file: string, report: Report): Promise<void> {
  const csv = new CsvFile(file, REPORT_COLUMNS);
  for (const list of report.lists) {
    for (const day of list.series) await csv.write(['list', list.key, day.day, day.people, day.events, day.items]);
    await csv.write(['list', list.key, 'total', list.total.people, list.total.events, list.total.items]);
  }
  for (const stage of report.funnel.stages) {
    await csv.write(['funnel', stage.stage, 'total', stage.people, stage.events, stage.items]);
  }
  const { leads, contacted_leads, median_minutes_to_contact } = report.funnel;
  await csv.write(['funnel', 'leads', 'total', null, null, null, leads]);
  await csv.write(['funnel', 'contacted_leads', 'total', null, null, null, contacted_leads]);
  await csv.write(['funnel', 'median_minutes_to_contact', 'total', null, null, null, median_minutes_to_contact]);
  await csv.write(['success_rate', 'success_rate', 'total', null, null, null, report.success_rate]);
  await csv.close();
}

export async function writeRanking(file: string, report: Report): Promise<void> {
  const csv = new CsvFile(file, ['rank', 'user_id', 'name', 'searches_answered_count', 'searches_shareable_count']);
  for (const [index, user] of report.users.entries()) {
    await csv.write([index + 1, user.id, user.name, user.searches_answered_count, user.searches_shareable_count]);
  }
  await csv.close();
}
