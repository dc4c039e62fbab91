/**
 * Writes the CMS (/admin/) into a folder: `tsx scripts/cms/writeAdminPage.ts public` after a build (gatsby-node's
 * onPostBuild runs it), `.cache/admin` for `npm run develop` (scripts/develop.ts).
 */
import path from 'node:path';
import { writeAdminPage } from '../../gatsby/cms/adminPage';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Gebruik: tsx scripts/cms/writeAdminPage.ts <map, bv. public>');
  process.exit(2);
}
writeAdminPage(path.resolve(target), process.env).catch((error: unknown) => {
  console.error(`Kon /admin/ niet schrijven in ${target}:`, error);
  process.exit(1);
});
