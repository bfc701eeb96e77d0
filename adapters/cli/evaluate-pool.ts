import { Worker } from 'node:worker_threads';
import type { BatchResult, OutputFormat } from './evaluate-batch.ts';

/**
 * Worker threads for long NDJSON inputs: JSON parsing, decoding and the rules run on every core
 * while the main thread reads, splits and writes. Batches come back in any order; the caller
 * awaits them in input order.
 */
export type EvaluatePool = {
  readonly evaluate: (lines: readonly string[], firstLine: number) => Promise<BatchResult>;
  readonly close: () => Promise<void>;
};

export const createEvaluatePool = (size: number, now: Date, output: OutputFormat): EvaluatePool => {
  const pending = new Map<
    number,
    { resolve: (result: BatchResult) => void; reject: (error: Error) => void }
  >();
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./evaluate-worker.ts', import.meta.url), {
      workerData: { now: now.getTime(), output },
      // Each worker gets the same small young generation as the main thread (see bin/portal.mjs).
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    worker.on('message', (message: BatchResult & { id: number }) => {
      const { id, ...result } = message;
      pending.get(id)?.resolve(result);
      pending.delete(id);
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    return worker;
  });
  let next = 0;
  return {
    evaluate: (lines, firstLine) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        (workers[id % workers.length] as Worker).postMessage({ id, lines, firstLine });
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
};
