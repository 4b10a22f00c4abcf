export { connectReadModels, type ReadModelDatabase } from './database.ts';
export { nearbyCells } from './group/portfolio/coverageCells.ts';
export { migrateReadModels } from './migrations/migrator.ts';
export { PREPARED } from './preparedStatements.ts';
export { PROJECTIONS, projectionNamed } from './projections.ts';
export { BatchApplier } from './runner/batchApplier.ts';
export { readCheckpoint, writeCheckpoint } from './runner/checkpointTable.ts';
export {
  cachesProjected,
  fewProjectedRows,
  ProjectedRowCache,
  type ProjectedRows,
  projectedRows,
  type ReadModels,
  readProjected,
  readProjectedMany,
  readRecent,
} from './runner/projectedRows.ts';
export type { Projection } from './runner/projection.ts';
export { ProjectionRunner, type ProjectionStatus } from './runner/projectionRunner.ts';
export { resetProjection } from './runner/replay.ts';
export { PLACE_ROWS_PER_DEGREE } from './search/searchCountsMigration.ts';
export { statisticsProjection } from './statistics/statisticsProjection.ts';
export type { ReadModelTables } from './tables.ts';
