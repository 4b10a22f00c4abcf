// Child process for the deferred indexes' crash spec: rebuilds the indexed projection slowly, far
// behind, until it is killed.
import { PostgresEventStore } from '@app/eventstore';
import { connectReadModels } from '../../database.ts';
import { ProjectionRunner } from '../projectionRunner.ts';
import { indexedProjection } from './indexedProjection.ts';

const connectionString = process.argv[2]!;
const store = await PostgresEventStore.connect({ connectionString, poolSize: 4 });
const db = connectReadModels(connectionString, 4);
const options = { connectionString, batchSize: 100, farBehindEvents: 300 };
const runner = new ProjectionRunner([indexedProjection(100)], store, db, options);
await runner.start();
process.stdout.write('running\n');
