// Development and tests only: a worker thread whose code is TypeScript (server/platform/photo-screen.ts
// starts one from the sources). tsx's loader is registered per thread, so the thread registers it
// first, then loads the file named in workerData.tsWorker. The build bundles such workers as .js.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsWorker);
