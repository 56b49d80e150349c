import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from './codec';
import { readImportedFile, writeImportedFile } from './imported-file';
import { english } from './testing/english';
import { defaultWorkspace } from './workspace';

const ref = { name: 'people.typed.csv', fingerprint: '0123456789abcdef', count: 40 };

describe('the imported-file reference in a link', () => {
  it('travels as name, fingerprint and count, and reads back the same', () => {
    expect(writeImportedFile(ref)).toEqual(['people.typed.csv', '0123456789abcdef', 40]);
    expect(readImportedFile(writeImportedFile(ref))).toEqual({ ok: true, value: ref });
    expect(readImportedFile(null)).toEqual({ ok: true, value: null });
  });

  it('says what is wrong with a damaged reference', () => {
    const read = readImportedFile(['a.csv', 'XYZ', 3]);
    expect(!read.ok && english(read.error)).toMatch(/fingerprint "XYZ" is not 16 hex digits/);
    expect(readImportedFile(['', '0123456789abcdef', 3])).toMatchObject({ ok: false });
    expect(readImportedFile(['a.csv', '0123456789abcdef', 0])).toMatchObject({ ok: false });
    expect(readImportedFile({ name: 'a.csv' })).toMatchObject({ ok: false });
  });

  it('a link of an imported view carries the reference and opens to it', () => {
    const workspace = { ...defaultWorkspace(), imported: ref, filter: "PartitionKey eq 'P1'" };
    const link = encodeShare(workspace);
    const decoded = decodeShare(link);
    expect(decoded.ok && decoded.state.imported).toEqual(ref);
    // The data is not in the link: it is short whatever the file held.
    expect(link.length).toBeLessThan(200);
  });

  it('a view of a file imported as records carries the marker and its design, and reads back both', () => {
    const records = { ...ref, as: 'records' as const };
    expect(writeImportedFile(records)).toEqual(['people.typed.csv', '0123456789abcdef', 40, 'r']);
    expect(readImportedFile(['a.csv', '0123456789abcdef', 3, 'x'])).toMatchObject({ ok: false });
    const design = {
      name: 'People by City',
      entitySets: [
        {
          name: 'primary',
          recordType: 'People',
          kind: 'copy' as const,
          partitionKey: '{City}',
          rowKey: '{Id|pad:4}',
          properties: 'all' as const,
        },
      ],
    };
    const decoded = decodeShare(encodeShare({ ...defaultWorkspace(), imported: records, design }));
    expect(decoded.ok && decoded.state.imported).toEqual(records);
    expect(decoded.ok && decoded.state.design).toEqual(design);
  });
});
