/** A worker thread of `portal evaluate --ndjson`: evaluates the batches of lines the main thread sends. */
import { parentPort, workerData } from 'node:worker_threads';
import { evaluateBatch, type OutputFormat } from './evaluate-batch.ts';
import { loadPortalWords } from './portal-words.ts';

type Job = { readonly id: number; readonly lines: readonly string[]; readonly firstLine: number };

const { now, output } = workerData as { now: number; output: OutputFormat };
const at = new Date(now);
// The text output names things in the portal's words, read once per thread before the first batch.
if (output.format === 'text') await loadPortalWords(output.locale);

parentPort?.on('message', (job: Job) => {
  parentPort?.postMessage({ id: job.id, ...evaluateBatch(job.lines, job.firstLine, at, output) });
});
