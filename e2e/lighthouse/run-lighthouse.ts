/**
 * The Lighthouse gate of `npm test`: the gated pages beside their no-script twins, held to verdict.ts
 * (docs/performance.md). LIGHTHOUSE_SLOW_SCRIPT_MS=300 adds a script that blocks each page that long: the gate must fail.
 */
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';
import {
  type GatedKind,
  gatedPages,
  gateViolations,
  goalShortfalls,
  measureAgainstTwin,
  publicDirectory,
} from '../../testing/lighthouseGate';
import { startSiteServer } from '../support/siteServer';

async function main(): Promise<void> {
  const started = Date.now();
  let failures = 0;
  const gated = gatedPages(publicDirectory());
  const kindOf = new Map(Object.entries(gated).map(([kind, page]) => [page, kind as GatedKind]));
  const comparisons = await measureAgainstTwin({
    pages: [...kindOf.keys()],
    port: Number(process.env.LIGHTHOUSE_PORT ?? 9124),
    serve: startSiteServer,
    onPage: (comparison) => {
      const problems = gateViolations(comparison, PAGE_INTERACTIVE_MARK, kindOf.get(comparison.page));
      failures += problems.length;
      for (const problem of problems) console.error(`  ✗ ${problem}`);
      for (const shortfall of goalShortfalls(comparison)) console.log(`  ○ doel niet gehaald: ${shortfall}`);
    },
  });
  const runs = comparisons[0]?.pairs.length ?? 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Lighthouse: ${comparisons.length} pagina's × ${runs} paren in ${seconds} s.`);
  console.log(failures ? `Lighthouse: ${failures} grens/grenzen niet gehaald.` : 'Lighthouse: alle grenzen gehaald.');
  process.exit(failures ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
