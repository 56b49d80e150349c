/**
 * The Web Worker that hosts the engine. The UI thread never parses or scans: it calls `api`
 * through comlink, and the client derives its types from `WorkerApi`, never restating them.
 */
import * as comlink from 'comlink';
import { createApi } from './api';
import { EngineSession } from './session';

const api = {
  ...createApi(new EngineSession(() => performance.now())),
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
