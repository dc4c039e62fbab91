/**
 * Lighthouse's benchmark index of this host now, for the interaction benchmark's calibrated phone
 * (testing/phoneProfile.ts): measured by Lighthouse itself on `url` in the Chromium listening on `port`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const lighthouseCli = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

export function hostBenchmarkIndex(port: number, url: string): number {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-audits=viewport',
      `--port=${port}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`kalibratie: Lighthouse stopte met code ${result.status}.`);
  const report = JSON.parse(result.stdout) as {
    runtimeError?: { code: string };
    environment: { benchmarkIndex: number };
  };
  if (report.runtimeError) throw new Error(`kalibratie: ${report.runtimeError.code}`);
  return report.environment.benchmarkIndex;
}
