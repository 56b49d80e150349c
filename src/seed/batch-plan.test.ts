import { describe, expect, it } from 'vitest';
import type { WireEntity } from '../engine';
import { batchBody, entityAddress, keyInAddress, utf8Length } from './batch-body';
import { MAX_BATCH_BYTES, planSeed } from './batch-plan';

const E = 'https://acct.table.core.windows.net';

function rows(pk: string, n: number, extra: WireEntity = {}): WireEntity[] {
  return Array.from({ length: n }, (_, i) => ({ PartitionKey: pk, RowKey: `r${i}`, ...extra }));
}

describe('planSeed', () => {
  it('cuts each partition at 100 operations, partitions in order of first appearance', () => {
    const entities = [...rows('b', 250), ...rows('a', 3)];
    const plan = planSeed(E, [{ table: 'people', entities }]);
    expect(plan.batches.map((b) => [b.partitionKey, b.entities.length])).toEqual([
      ['b', 100],
      ['b', 100],
      ['b', 50],
      ['a', 3],
    ]);
    expect(plan).toMatchObject({ entities: 253, partitions: 2, tables: 1 });
  });

  it('never puts two partitions or two tables in one transaction', () => {
    const plan = planSeed(E, [
      { table: 'one', entities: [...rows('p', 2), ...rows('q', 1), ...rows('p', 1)] },
      { table: 'two', entities: rows('p', 2) },
    ]);
    for (const b of plan.batches) {
      expect(new Set(b.entities.map((e) => e.PartitionKey))).toEqual(new Set([b.partitionKey]));
    }
    expect(plan.batches.map((b) => `${b.table}/${b.partitionKey}/${b.entities.length}`)).toEqual([
      'one/p/3',
      'one/q/1',
      'two/p/2',
    ]);
  });

  it('cuts at 4 MiB of body before 100 operations, and the real body fits', () => {
    // 60,000-character strings: about 60 KB each, so about 69 fit in 4 MiB.
    const big = rows('p', 100, { Text: 'x'.repeat(60_000) });
    const plan = planSeed(E, [{ table: 'big', entities: big }]);
    expect(plan.batches.length).toBe(2);
    for (const b of plan.batches) {
      const body = batchBody(E, 'big', b.entities, '00000000-0000-0000-0000-000000000000').body;
      expect(utf8Length(body)).toBeLessThanOrEqual(b.bytes);
      expect(b.bytes).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    }
    expect(plan.batches[0]!.entities.length).toBeLessThan(100);
  });
});

describe('batch body', () => {
  it('doubles quotes and percent-encodes keys in the entity address', () => {
    expect(keyInAddress("it's a/b")).toBe('it%27%27s%20a%2Fb'.replace('%27%27', "''"));
    expect(entityAddress(E, 'people', "O'Neil", 'ü 1')).toBe(
      `${E}/people(PartitionKey='O''Neil',RowKey='%C3%BC%201')`,
    );
  });

  it('is one change set of PUTs without If-Match, CRLF line ends, and no Timestamp', () => {
    const { contentType, body } = batchBody(
      E,
      'people',
      [{ PartitionKey: 'p', RowKey: 'r', Timestamp: '2024-01-01T00:00:00Z', Age: 3 }],
      'id1',
    );
    expect(contentType).toBe('multipart/mixed; boundary=batch_id1');
    expect(
      body.startsWith(
        '--batch_id1\r\nContent-Type: multipart/mixed; boundary=changeset_id1\r\n\r\n',
      ),
    ).toBe(true);
    expect(body).toContain(`PUT ${E}/people(PartitionKey='p',RowKey='r') HTTP/1.1\r\n`);
    expect(body).not.toContain('If-Match');
    expect(body).not.toContain('Timestamp');
    expect(body).toContain('{"PartitionKey":"p","RowKey":"r","Age":3}');
    expect(body.endsWith('--changeset_id1--\r\n--batch_id1--\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('measures UTF-8 as TextEncoder does', () => {
    for (const text of ['abc', 'ü', '✓', '😀', 'a\ud800b']) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});
