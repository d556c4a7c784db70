// Jest reporter for the Storybook test-runner: writes the aggregated results (numPassedTests,
// numFailedTests, testResults, ...; the shape of `jest --json`) to the file named by
// STORYBOOK_JSON_REPORT. Used instead of `--json --outputFile`, which test-storybook cannot pass
// reliably: it declares --outputFile without a value and appends positional arguments (test path
// patterns) after it, so the path and the patterns get mixed up.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class JsonReportReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORYBOOK_JSON_REPORT;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(results, null, 2));
  }
}
