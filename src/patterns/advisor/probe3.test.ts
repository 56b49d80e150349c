import { it } from 'vitest';
import { findDataset } from '../../datasets';
import { holdRecords } from '../comparison';
import { findScenario } from '../scenarios';
import { EXAMPLE_PRICES } from '../workload/rules';
import { adviseDesigns } from './search';

it('mc', () => {
  const s = findScenario('message-counts')!;
  const d = findDataset(s.dataset)!;
  const types = d.recordTypes.filter((t) => t.name === 'MessageCount');
  const records = holdRecords(types, d.records(s.size, 1));
  const a = adviseDesigns(
    types,
    records,
    s.patterns,
    { prices: EXAMPLE_PRICES, scale: null, keep: 30 },
    () => performance.now(),
  );
  for (const b of a.best)
    console.log(
      b.design.name,
      b.monthly,
      b.writesPerRecord,
      b.storageGb,
      JSON.stringify(b.classes),
    );
  console.log(a.candidates, a.passing, JSON.stringify(a.unserved));
});
