/** Adds up the JSON reports of every suite into one closing line: "N passed, N failed". */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countReport, type PlaywrightReport, type VitestReport } from './test-summary';

const dir = process.argv[2] ?? '.tmp/test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const counts = countReport(JSON.parse(readFileSync(join(dir, file), 'utf8')) as VitestReport | PlaywrightReport);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`  ${file.replace('.json', '')}: read`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
