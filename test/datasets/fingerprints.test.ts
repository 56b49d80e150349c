/**
 * The sample datasets, pinned: fingerprints recorded from the generators as they were before the
 * samples became records plus preset designs (issue 17). Every sample must still produce exactly
 * these entities, in this order, for the same size and seed: old share links depend on it.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_DATASETS, sampleEntities } from '../../src/datasets';
import { fingerprint } from './fingerprint';

/** `dataset/size/seed` → `count:sha256 prefix`, recorded at commit 8429ce8 (before the move). */
const RECORDED: Readonly<Record<string, string>> = {
  'employees/50/1': '50:a722167c780dc94d25e6974b',
  'employees/50/7': '50:c24c6306b7f402764e05d396',
  'employees/1000/1': '1000:c1d90ff8e243aa3612517472',
  'employees/1000/7': '1000:0cd791aaba926e6906242954',
  'employees/20000/1': '20000:60e7a7c2bf61bb92b314910d',
  'employees/20000/7': '20000:1c9047344e23495ccd2cb9c4',
  'employees-intra-index/50/1': '50:2e4c2d0da1474f6699d9afb8',
  'employees-intra-index/50/7': '50:65822245457c49933e5d588b',
  'employees-intra-index/1000/1': '1000:5e0dad449d895f85c931e04b',
  'employees-intra-index/1000/7': '1000:f592e79881eacc9baab91ab8',
  'employees-intra-index/20000/1': '20000:c5aaaa28b8b89054e7656025',
  'employees-intra-index/20000/7': '20000:e8800db50145a89aeb0f81c0',
  'employees-inter-index/50/1': '50:27c906a2da418c326247a37b',
  'employees-inter-index/50/7': '50:4139ceda606ce634f113e4b4',
  'employees-inter-index/1000/1': '1000:b9e5cb3f6124412d88ce9f33',
  'employees-inter-index/1000/7': '1000:2469aaa8d27b945183db371c',
  'employees-inter-index/20000/1': '20000:426087cb9a32e707ae33737c',
  'employees-inter-index/20000/7': '20000:f06c36396c0dcc726c61627a',
  'expenses-log-tail/50/1': '50:3f494a0e235cf48cdfc015a4',
  'expenses-log-tail/50/7': '50:4097fda200458dda073e4ab5',
  'expenses-log-tail/1000/1': '1000:77727e3b9881cde0e4a61ff3',
  'expenses-log-tail/1000/7': '1000:46d0c39bcb4d9798f9595cee',
  'expenses-log-tail/20000/1': '20000:5e92ef1afeb34145de15fae6',
  'expenses-log-tail/20000/7': '20000:e1bb4afc450bb998f5a165b5',
  'app-log-hot/50/1': '50:41a296370e99428484eaaf09',
  'app-log-hot/50/7': '50:a561a26303133d2403f4a203',
  'app-log-hot/1000/1': '1000:01877ebeccdce245802aeef7',
  'app-log-hot/1000/7': '1000:058ba8b1c5c10e89ac60a9d4',
  'app-log-hot/20000/1': '20000:8f716176504615f8ec77e757',
  'app-log-hot/20000/7': '20000:a6996cd9c7f88b9d603f0887',
  'message-counts-hourly/50/1': '72:08993a64305ca02787feda0d',
  'message-counts-hourly/50/7': '72:a1bb6c45c6f76a5a425dfc18',
  'message-counts-hourly/1000/1': '1008:9daa220079bec6612f95acbc',
  'message-counts-hourly/1000/7': '1008:30cee323c18b7c557c4ecf2e',
  'message-counts-hourly/20000/1': '20016:33c9ae603f6dc13e94744e8e',
  'message-counts-hourly/20000/7': '20016:e96eaea21867dc61c564a222',
  'message-counts-series/50/1': '50:d13c9206f42349f6b5b5c546',
  'message-counts-series/50/7': '50:51867862d257f4ebe75c0928',
  'message-counts-series/1000/1': '1000:2d8637024920987693bc0a25',
  'message-counts-series/1000/7': '1000:c6c84e08f5acaae9265e5d54',
  'message-counts-series/20000/1': '20000:bb542a229b16a3f06f97c29b',
  'message-counts-series/20000/7': '20000:e3f36330f757e8cd2678dd87',
  'employees/100000/1': '100000:252a1477038864843425c327',
  'employees-intra-index/100000/1': '100000:8094da3977f3e466b865635e',
  'employees-inter-index/100000/1': '100000:72ffb96a951fed079ecb0ac2',
  'expenses-log-tail/100000/1': '100000:778e3819b07c4513497d63a7',
  'app-log-hot/100000/1': '100000:edbae4a6bf40bdb2f5aa35bf',
  'message-counts-hourly/100000/1': '100008:44d16077021d06aa8d0a737e',
  'message-counts-series/100000/1': '100000:c0cb8afa55363706b9a7aeff',
};

describe('sample datasets are unchanged', () => {
  for (const [recipe, expected] of Object.entries(RECORDED)) {
    const [id, size, seed] = recipe.split('/') as [string, string, string];
    it(recipe, () => {
      const dataset = SAMPLE_DATASETS.find((d) => d.id === id);
      expect(dataset, id).toBeDefined();
      expect(fingerprint(sampleEntities(dataset!, Number(size), Number(seed)))).toBe(expected);
    });
  }

  it('covers every sample dataset', () => {
    const pinned = new Set(Object.keys(RECORDED).map((k) => k.split('/')[0]));
    expect(SAMPLE_DATASETS.map((d) => d.id).filter((id) => !pinned.has(id))).toEqual([]);
  });
});
