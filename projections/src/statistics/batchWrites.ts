// A folded batch written back with one statement per table, each sent without waiting for its
// answer (UNANSWERED: nothing reads it back, only a failure counts): the facts added to the stored
// counts, the daily counts (dailyWrites.ts), the searches, publications and leads that changed, the
// likes that came and went.
import { sql } from 'kysely';
import { UNANSWERED } from '../statementHints.ts';
import { type BatchState, splitKey } from './batchState.ts';
import { writeDays } from './dailyWrites.ts';
import type { FactTally, Tx } from './factWrites.ts';

const unanswered = sql.raw(UNANSWERED);

async function writeFacts(transaction: Tx, tally: FactTally) {
  if (tally.facts.size === 0) return;
  const facts = [...tally.facts.values()];
  await sql`${unanswered} INSERT INTO statistics_facts AS f
      (source_type, source_id, metric, day, person_key, subject_id, events)
    SELECT * FROM unnest(${facts.map((fact) => fact.source.type)}::text[], ${facts.map((fact) => fact.source.id)}::text[],
      ${facts.map((fact) => fact.metric)}::text[], ${facts.map((fact) => fact.day)}::text[],
      ${facts.map((fact) => fact.personKey)}::text[], ${facts.map((fact) => fact.subjectId)}::text[],
      ${facts.map((fact) => fact.events)}::int[])
    ON CONFLICT (source_type, source_id, metric, day, person_key, subject_id)
    DO UPDATE SET events = f.events + EXCLUDED.events`.execute(transaction);
}

async function writeSearches(transaction: Tx, state: BatchState) {
  const ids = [...state.changedSearches];
  if (ids.length === 0) return;
  const rows = ids.map((id) => state.searches.get(id)!);
  await sql`${unanswered} INSERT INTO statistics_searches (search_id, owner_key, group_id, microsite_id, shared)
    SELECT * FROM unnest(${ids}::text[], ${rows.map((row) => row.owner_key)}::text[],
      ${rows.map((row) => row.group_id)}::text[], ${rows.map((row) => row.microsite_id)}::text[],
      ${rows.map((row) => row.shared)}::boolean[])
    ON CONFLICT (search_id) DO UPDATE SET owner_key = EXCLUDED.owner_key, shared = EXCLUDED.shared`.execute(
    transaction,
  );
}

async function writePublications(transaction: Tx, state: BatchState) {
  const ids = [...state.newPublications];
  if (ids.length === 0) return;
  await sql`${unanswered} INSERT INTO statistics_publications (publication_id, owner_id)
    SELECT * FROM unnest(${ids}::text[], ${ids.map((id) => state.publications.get(id)!)}::text[])
    ON CONFLICT (publication_id) DO NOTHING`.execute(transaction);
}

/** Likes are compared with what the batch found: only the difference is written. */
async function writeLikes(transaction: Tx, state: BatchState) {
  const gone: string[][] = [];
  const added: string[][] = [];
  for (const [pair, people] of state.likes) {
    const before = state.likesBefore.get(pair)!;
    const [searchId, publicationId] = splitKey(pair);
    for (const person of before) if (!people.has(person)) gone.push([searchId!, publicationId!, person]);
    for (const person of people) if (!before.has(person)) added.push([searchId!, publicationId!, person]);
  }
  const column = (rows: string[][], index: number) => rows.map((row) => row[index]!);
  if (gone.length > 0) {
    await sql`${unanswered} DELETE FROM statistics_likes l
      USING unnest(${column(gone, 0)}::text[], ${column(gone, 1)}::text[], ${column(gone, 2)}::text[])
        AS gone(search_id, publication_id, person_key)
      WHERE l.search_id = gone.search_id AND l.publication_id = gone.publication_id
        AND l.person_key = gone.person_key`.execute(transaction);
  }
  if (added.length > 0) {
    await sql`${unanswered} INSERT INTO statistics_likes (search_id, publication_id, person_key)
      SELECT * FROM unnest(${column(added, 0)}::text[], ${column(added, 1)}::text[], ${column(added, 2)}::text[])
      ON CONFLICT DO NOTHING`.execute(transaction);
  }
}

async function writeLeads(transaction: Tx, state: BatchState) {
  const keys = [...state.changedLeads];
  if (keys.length === 0) return;
  const leads = keys.map((key) => state.leads.get(key)!);
  const parts = keys.map(splitKey);
  await sql`${unanswered} INSERT INTO statistics_leads
      (publication_id, person_key, search_id, superliked_at, contacted_at)
    SELECT * FROM unnest(${parts.map((part) => part[0]!)}::text[], ${parts.map((part) => part[1]!)}::text[],
      ${leads.map((lead) => lead.search_id)}::text[], ${leads.map((lead) => lead.superliked_at)}::timestamptz[],
      ${leads.map((lead) => lead.contacted_at)}::timestamptz[])
    ON CONFLICT (publication_id, person_key) DO UPDATE SET search_id = EXCLUDED.search_id,
      superliked_at = EXCLUDED.superliked_at, contacted_at = EXCLUDED.contacted_at`.execute(transaction);
}

export async function writeBatchState(transaction: Tx, state: BatchState, tally: FactTally): Promise<void> {
  await writeFacts(transaction, tally);
  await Promise.all([
    writeDays(transaction, tally),
    writeSearches(transaction, state),
    writePublications(transaction, state),
    writeLikes(transaction, state),
    writeLeads(transaction, state),
  ]);
}
