import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection after start. A new PGlite data directory is made by initdb in a
 * second WebAssembly module of several hundred MB; nothing refers to it afterwards, but V8 collects
 * it only when its heap asks for it, which under the BFF's small JavaScript heap may be never, so
 * the process kept it resident (docs/operations.md "Performance and memory").
 */
export const collectStartGarbage = (): void => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
};
