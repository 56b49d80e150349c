/**
 * The Web Worker that hosts the engine. The UI thread never parses or scans: it calls `api`
 * through comlink, and the client derives its types from `WorkerApi`, never restating them.
 * It offers the contract's calls and nothing else: tests that kill it throw inside it from
 * outside (e2e/crash.ts), so the app carries no crash hook.
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
};

/** The worker's API type, derived from its implementation. */
export type WorkerApi = typeof api;

comlink.expose(api);
