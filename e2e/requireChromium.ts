/**
 * Run first by `npm test` (and the browser scripts): stops at once, with the fix, when the browser the tests drive
 * is not there, instead of a stack trace minutes later after the build.
 */
import fs from 'node:fs';
import { chromiumPath } from '../testing/chromium';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

if (!isExecutable(chromiumPath)) {
  console.error(
    [
      `Chromium ontbreekt: ${chromiumPath} bestaat niet of is niet uitvoerbaar.`,
      "De browsertests, Lighthouse en de benchmark sturen Debian's Chromium aan. Installeer het met",
      '  sudo apt-get install -y chromium',
      'of wijs met CHROMIUM_PATH=/pad/naar/chromium een andere Chromium aan.',
    ].join('\n'),
  );
  process.exit(1);
}
