// Child process for the crash test: runs the counting projection slowly until it is killed.
import { PostgresEventStore } from '@app/eventstore';
import { connectReadModels } from '../../database.ts';
import { migrateReadModels } from '../../migrations/migrator.ts';
import { ProjectionRunner } from '../projectionRunner.ts';
import { countingProjection } from './countingProjection.ts';

const connectionString = process.argv[2]!;
const store = await PostgresEventStore.connect({ connectionString, poolSize: 4 });
const db = connectReadModels(connectionString, 4);
await migrateReadModels(db);
const runner = new ProjectionRunner([countingProjection(2)], store, db, { connectionString, batchSize: 200 });
await runner.start();
process.stdout.write('running\n');
