/** A worker thread of `portal evaluate --ndjson`: evaluates the batches of lines the main thread sends. */
import { parentPort, workerData } from 'node:worker_threads';
import { evaluateBatch, type OutputFormat } from './evaluate-batch.ts';

type Job = { readonly id: number; readonly lines: readonly string[]; readonly firstLine: number };

const { now, output } = workerData as { now: number; output: OutputFormat };
const at = new Date(now);

parentPort?.on('message', (job: Job) => {
  parentPort?.postMessage({ id: job.id, ...evaluateBatch(job.lines, job.firstLine, at, output) });
});
