/**
 * The Web Worker that hosts the engine. The UI thread never parses or scans: it calls `api`
 * through comlink, and the client derives its types from `WorkerApi`, never restating them.
 */
import * as comlink from 'comlink';
import { createApi } from './api';
import { EngineSession } from './session';

const base = createApi(new EngineSession(() => performance.now()));

const api = {
  ...base,
  /** As the base API's, with packed counters' and pages' buffers transferred rather than copied. */
  analyze: (...args: Parameters<typeof base.analyze>) => {
    const answer = base.analyze(...args);
    const { packed, packedPages } = answer.result;
    const buffers = [
      ...(packed ? [packed.index.buffer, packed.scanned.buffer, packed.returned.buffer] : []),
      ...(packedPages
        ? [
            packedPages.endedBy.buffer,
            packedPages.keyBounds.buffer,
            packedPages.keys.buffer,
            packedPages.returnedBefore.buffer,
            packedPages.scannedBefore.buffer,
          ]
        : []),
    ];
    return buffers.length > 0 ? comlink.transfer(answer, buffers) : answer;
  },
  /** Kills the worker with an uncaught error, so the e2e suite can exercise the restart path. */
  crashForTest: () => {
    setTimeout(() => {
      throw new Error('Keyscope worker crash requested by a test');
    }, 0);
  },
};

/** The worker's API type, derived from its implementation. */
export type WorkerApi = typeof api;

comlink.expose(api);
