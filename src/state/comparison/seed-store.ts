/**
 * What the comparison's live-table panel shows: the seed dialog, the seed's progress and result,
 * the table seeded, and the run of every pattern there. It holds no signature and no entity:
 * the SAS stays in the seed controller's closure (seed.ts), the entities in the worker.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HostKind, LiveProblem, LiveWarning } from '../../live';
import type { AnswerAgreement } from '../../seed';

/** The design's tables as the worker holds them: names ('' for a one-table design) and counts. */
interface SeedSource {
  readonly designId: string;
  readonly tables: readonly { readonly name: string; readonly entities: number }[];
}

/** Where a seed stands. */
type SeedStatus =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'seeding';
      readonly entities: number;
      readonly requests: number;
      readonly total: number;
    }
  | {
      readonly phase: 'done' | 'cancelled';
      readonly entities: number;
      readonly requests: number;
      /** Wall time of the seed, measured, ms. */
      readonly ms: number;
    }
  | { readonly phase: 'failed'; readonly problem: LiveProblem };

/** The table a seed wrote: what the run of every pattern reads. Nothing secret. */
export interface Seeded {
  readonly designId: string;
  readonly host: string;
  readonly kind: HostKind;
  /** The live table of each of the design's tables, in the worker's order. */
  readonly tables: readonly { readonly part: string; readonly live: string }[];
}

/** One pattern's row: agreement, no query for the design, or a problem that stopped it. */
export type PatternRow =
  | ({
      readonly patternId: string;
      readonly status: 'ran';
      readonly modelRequests: number;
      readonly liveRequests: number;
    } & AnswerAgreement)
  | { readonly patternId: string; readonly status: 'no-query' }
  | { readonly patternId: string; readonly status: 'problem'; readonly problem: LiveProblem };

/** Where the run of every pattern stands. */
type RunAllStatus =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly done: number; readonly total: number }
  | { readonly phase: 'done'; readonly designId: string; readonly rows: readonly PatternRow[] };

/** The live-table panel's state. */
export interface SeedState {
  readonly dialog: { readonly open: boolean; readonly designId: string | null };
  readonly source:
    | { readonly phase: 'idle' | 'loading' }
    | { readonly phase: 'ready'; readonly value: SeedSource }
    | { readonly phase: 'failed'; readonly message: LiveProblem['message'] };
  readonly seed: SeedStatus;
  readonly seeded: Seeded | null;
  readonly run: RunAllStatus;
}

/** The terms of a pasted SAS as the dialog shows them, or what is wrong with it. */
export type SeedPreview =
  | {
      readonly ok: true;
      readonly host: string;
      readonly kind: HostKind;
      readonly permissions: string | null;
      readonly policy: string | null;
      readonly sasKind: 'table' | 'account';
      readonly tables: readonly string[];
      readonly canCreate: boolean;
      readonly entities: number;
      readonly requests: number;
      readonly partitions: number;
      readonly warnings: readonly LiveWarning[];
    }
  | { readonly ok: false; readonly error: LiveProblem };

/** A fresh panel state. */
export function createSeedStore(): StoreApi<SeedState> {
  return createStore<SeedState>(() => ({
    dialog: { open: false, designId: null },
    source: { phase: 'idle' },
    seed: { phase: 'idle' },
    seeded: null,
    run: { phase: 'idle' },
  }));
}
