// Prints one line, `N passed, N failed`, summing the unit (Vitest) and e2e (Playwright) reports.
// A report that is missing counts as one failure: a suite that did not run must not look green.
import { existsSync, readFileSync } from 'node:fs';

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;
const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else failed += 1;
const e2e = read('test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;
console.log(`${passed} passed, ${failed} failed`);
