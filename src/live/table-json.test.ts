import { describe, expect, it } from 'vitest';
import { readTableJson } from './table-json';

const TYPE = 'application/json;odata=minimalmetadata';

describe('readTableJson', () => {
  it('drops metadata and Timestamp, keeps annotations and property order', () => {
    const body = JSON.stringify({
      'odata.metadata': 'x',
      value: [
        {
          'odata.etag': 'W/"1"',
          PartitionKey: 'p',
          RowKey: 'r',
          'Big@odata.type': 'Edm.Int64',
          Big: '5',
          'Timestamp@odata.type': 'Edm.DateTime',
          Timestamp: '2025-01-01T00:00:00Z',
        },
      ],
    });
    expect(readTableJson(body, TYPE)).toEqual({
      ok: true,
      entities: [{ PartitionKey: 'p', RowKey: 'r', 'Big@odata.type': 'Edm.Int64', Big: '5' }],
    });
  });

  // Regression: whole Doubles came back as Int32 (Azurite and the service write "S":31.0).
  it('keeps a whole Double a Double: types a number spelled with a fraction or exponent', () => {
    const body =
      '{"value":[{"PartitionKey":"p","RowKey":"1","S":31.0,"E":1E+21,"I":31,"N":-2.5,"Q":"4.0"},' +
      ' {"PartitionKey":"p","RowKey":"2","S" : 7}]}';
    const page = readTableJson(body, TYPE);
    expect(page).toEqual({
      ok: true,
      entities: [
        {
          PartitionKey: 'p',
          RowKey: '1',
          'S@odata.type': 'Edm.Double',
          S: 31,
          'E@odata.type': 'Edm.Double',
          E: 1e21,
          I: 31,
          'N@odata.type': 'Edm.Double',
          N: -2.5,
          Q: '4.0',
        },
        { PartitionKey: 'p', RowKey: '2', S: 7 },
      ],
    });
  });

  it('does not take a number inside a string, or an escaped key, for a property', () => {
    const body = '{"value":[{"PartitionKey":"a\\":1.5","RowKey":"r","K\\"ey":2.0}]}';
    const page = readTableJson(body, TYPE);
    expect(page.ok && page.entities[0]).toEqual({
      PartitionKey: 'a":1.5',
      RowKey: 'r',
      'K"ey@odata.type': 'Edm.Double',
      'K"ey': 2,
    });
  });

  it.each([
    ['text/html', '<html>Sign in</html>', 'live.jsonNotJson'],
    [null, '{}', 'live.jsonNotJson'],
    [TYPE, '{"value":', 'live.jsonInvalid'],
    [TYPE, '{"items":[]}', 'live.jsonNoValue'],
    [TYPE, '{"value":[1]}', 'live.jsonNotEntity'],
  ])('says why a %s body is not Table JSON', (type, body, reason) => {
    const page = readTableJson(body, type);
    expect(page.ok ? '' : page.error.code).toBe(reason);
  });
});
