// A scraping synchronizer's items: the Octoparse task's rows not yet exported, as feed items. A
// task still extracting, or with no new rows, is "not yet" (the run is postponed, nothing is held
// or removed), never an empty catalogue.
import type { StoredScrapingConfig } from '@app/contracts';
import type { OutboundPolicy } from '../../outboundFetch/index.ts';
import { decryptCredential } from '../credentials.ts';
import { OCTOPARSE_BATCH_SIZE, OctoparseClient, type OctoparseRow } from './octoparseClient.ts';
import { OCTOPARSE_MESSAGES, OctoparseError } from './octoparseError.ts';
import { octoparseRowToFeedItem } from './octoparseRows.ts';

/** Octoparse's words for a task whose extraction has not ended. */
const RUNNING = /extracting|running|waiting|queu|start/i;

export class OctoparseNotReady extends Error {}

export interface OctoparseSource {
  baseUrl: string;
  policy: OutboundPolicy;
  secret: string;
}

export async function octoparseItems(source: OctoparseSource, config: StoredScrapingConfig): Promise<unknown[]> {
  const password = decryptCredential(source.secret, config.passwordCiphertext);
  const client = new OctoparseClient(source.baseUrl, source.policy, { username: config.username, password });
  const status = await client.taskStatus(config.taskId);
  if (status === null) throw new OctoparseError(OCTOPARSE_MESSAGES.unknownTask);
  if (RUNNING.test(status)) throw new OctoparseNotReady(OCTOPARSE_MESSAGES.stillRunning);
  // Each batch must be marked exported before Octoparse gives the next one. A run cut after that
  // finds no rows and is postponed, so the catalogue stays as it was until the next extraction.
  const rows: OctoparseRow[] = [];
  for (;;) {
    const batch = await client.notExported(config.taskId);
    if (batch.length === 0) break;
    rows.push(...batch);
    await client.markExported(config.taskId);
    if (batch.length < OCTOPARSE_BATCH_SIZE) break;
  }
  if (rows.length === 0) throw new OctoparseNotReady(OCTOPARSE_MESSAGES.noRows);
  return rows.map(octoparseRowToFeedItem);
}
