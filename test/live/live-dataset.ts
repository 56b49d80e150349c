/**
 * A seeded table for the live tests: `count` entities over 10 partitions, every Edm type Azurite
 * and the model agree on, a property some entities lack, and keys whose order is the ids' order.
 * A pure function of (count, seed): the same call gives the same entities.
 */
import type { WireEntity } from '../../src/engine';

const NAMES = ['Smith', 'Jones', 'Garcia', 'Miller', 'Moore', 'Nguyen', 'Okafor', 'Martin'];
const TAGS = ['gold', 'silver', 'bronze'];

/** splitmix32: a small seeded generator of uniform 32-bit values. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
  };
}

function hex(next: () => number, digits: number): string {
  let out = '';
  while (out.length < digits) out += Math.floor(next() * 16).toString(16);
  return out;
}

/** The dataset in wire form, in key order. */
export function liveDataset(count: number, seed: number): WireEntity[] {
  const next = random(seed);
  const out: WireEntity[] = [];
  for (let id = 0; id < count; id++) {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const joined = Date.UTC(2020, 0, 1) + Math.floor(next() * 4 * 365 * 86_400) * 1000;
    const score = Math.round(next() * 10_000) / 100;
    const entity: WireEntity = {
      PartitionKey: `dept-${String(id % 10).padStart(2, '0')}`,
      RowKey: `r${String(id).padStart(5, '0')}`,
      Name: pick(NAMES),
      Age: 18 + Math.floor(next() * 53),
      'Score@odata.type': 'Edm.Double',
      Score: score,
      'Big@odata.type': 'Edm.Int64',
      Big: String(BigInt(Math.floor(next() * 2 ** 40)) * 20_000n - 5_000_000_000_000_000n),
      Active: next() < 0.6,
      'Joined@odata.type': 'Edm.DateTime',
      Joined: new Date(joined).toISOString().replace('.000Z', 'Z'),
      'Id@odata.type': 'Edm.Guid',
      Id: `${hex(next, 8)}-${hex(next, 4)}-4${hex(next, 3)}-a${hex(next, 3)}-${hex(next, 12)}`,
    };
    if (id % 3 !== 0) entity.Tag = pick(TAGS);
    out.push(entity);
  }
  return out.sort((a, b) => {
    const pa = String(a.PartitionKey);
    const pb = String(b.PartitionKey);
    if (pa !== pb) return pa < pb ? -1 : 1;
    return String(a.RowKey) < String(b.RowKey) ? -1 : 1;
  });
}
