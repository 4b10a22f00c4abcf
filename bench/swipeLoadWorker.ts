// The swipers run on a thread of their own, as phones would on their own hardware: the client's
// work then never queues behind the server's on one event loop, nor the server's behind it.
import { parentPort, workerData } from 'node:worker_threads';
import { runSwipeLoad, type SwipeLoadInput } from './swipeLoad.ts';

const input = workerData as SwipeLoadInput;
parentPort?.postMessage(await runSwipeLoad(input.decisionUrl, input.socketUrl, input.searches, input.pace));
