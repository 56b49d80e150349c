import { describe, expect, it } from 'vitest';
import { readBatchResponse } from './batch-response';

const ok = (n: number) =>
  [
    '--batchresponse_1',
    'Content-Type: multipart/mixed; boundary=changesetresponse_1',
    '',
    ...Array.from({ length: n }, () => [
      '--changesetresponse_1',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      '',
      'HTTP/1.1 204 No Content',
      'X-Content-Type-Options: nosniff',
      '',
    ]).flat(),
    '--changesetresponse_1--',
    '--batchresponse_1--',
  ].join('\r\n');

const failed = [
  '--batchresponse_2',
  'Content-Type: multipart/mixed; boundary=changesetresponse_2',
  '',
  '--changesetresponse_2',
  'Content-Type: application/http',
  'Content-Transfer-Encoding: binary',
  '',
  'HTTP/1.1 400 Bad Request',
  'Content-Type: application/json;odata=minimalmetadata;streaming=true;charset=utf-8',
  '',
  '{"odata.error":{"code":"PropertyValueTooLarge","message":{"lang":"en-US","value":"3:The property value exceeds the maximum allowed size (64KB).\\nRequestId:abc\\nTime:2024"}}}',
  '--changesetresponse_2--',
  '--batchresponse_2--',
].join('\r\n');

describe('readBatchResponse', () => {
  it('counts every success', () => {
    expect(readBatchResponse(ok(3), 3)).toEqual({ ok: true, written: 3 });
  });

  it('reads the failed operation, its index and the service code', () => {
    expect(readBatchResponse(failed, 5)).toEqual({
      ok: false,
      status: 400,
      index: 3,
      error: {
        code: 'PropertyValueTooLarge',
        message: 'The property value exceeds the maximum allowed size (64KB).',
      },
    });
  });

  it('calls a cut-off answer a failure', () => {
    expect(readBatchResponse(ok(2), 3)).toMatchObject({ ok: false, status: 0 });
    expect(readBatchResponse('', 1)).toMatchObject({ ok: false, status: 0 });
  });
});
