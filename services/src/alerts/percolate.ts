// New publication × saved searches with alerts on: the pairs (search, person) to alert. One
// statement narrows by index, decides the candidates and tells which the person left undecided
// (alertCandidates.ts); the searches of a group's or a microsite's scope whose items it found are
// decided by search's `searchesFinding`. What the person already decided there, or discarded in
// another search of its scope, is left out by the same statement: the rule of swipe's `undecidedBy`,
// which keeps it out of their deck (percolateReference.int.spec.ts holds the two to one answer).
import type { ReadModels } from '@app/projections';
import { searchesFinding } from '../search/index.ts';
import { type AlertCandidate, alertCandidates } from './alertCandidates.ts';

export async function percolate(readModels: ReadModels, publicationId: string): Promise<AlertCandidate[]> {
  const { db } = readModels;
  const candidates = (await alertCandidates(db, publicationId)).filter((candidate) => candidate.undecided);
  const unsure = candidates.filter((candidate) => candidate.verdict === 'check');
  const finding = new Set(
    unsure.length === 0
      ? []
      : await searchesFinding(
          readModels,
          unsure.map((candidate) => candidate.search_id),
          publicationId,
        ),
  );
  return candidates
    .filter((candidate) => candidate.verdict === 'found' || finding.has(candidate.search_id))
    .map(({ search_id, user_id, participant_key }) => ({ search_id, user_id, participant_key }));
}
