// What a projection may say of a statement it sends, for whoever applies its batches to act on.

/**
 * A statement starting with this comment returns nothing its projection reads: only its failure
 * counts, so the applier need not wait for its answer (projections/src/runner/batchWriter.ts).
 */
export const UNANSWERED = '/* unanswered */';
