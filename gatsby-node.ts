import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { rasteriseContentSvgs, rasteriseIllustrations } from './src/lib/images/rasteriseIllustrations';
import { writeRobotsTxt } from './gatsby/robotsTxt';
import { writeBuildEnvStamp } from './gatsby/buildEnvStamp';
import { precompressSite } from './gatsby/precompressSite';
import { spawnSync } from 'node:child_process';
import { createContentSchema } from './gatsby/content/schema';
import { createPortfolioSchema, sourcePortfolio } from './gatsby/portfolio/portfolioNodes';
import { siteUrl } from './src/lib/siteUrl';
import { tariffsFileProblems } from './src/lib/tariffs/tariffsSchema';
import { emergencyGuideProblems } from './src/lib/emergency/emergencyGuide';
import { muiThemeWithoutCssVars } from './gatsby/webpack/muiThemeWithoutCssVars';
import { muiWithoutTouchRipple } from './gatsby/webpack/muiWithoutTouchRipple';
import { sharedChunksBySet } from './gatsby/webpack/sharedChunksBySet';

// Each build step lives in its own module under gatsby/; this file only wires them to Gatsby's hooks.
export { onCreateNode } from './gatsby/content/markdownNodes';
export { createResolvers } from './gatsby/content/schema';
export { createPages } from './gatsby/content/createContentPages';

const illustrationsDir = path.join(__dirname, 'src/images/illustrations');
const generatedDir = path.join(__dirname, 'src/images/generated');
const contentDir = path.join(__dirname, 'content');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  // The tariffs are read by /tarieven and /offerte as they are: a mistake in them stops the build here, named.
  const tariffProblems = tariffsFileProblems(contentDir);
  if (tariffProblems.length) reporter.panicOnBuild(`De tarieven kloppen niet:\n${tariffProblems.join('\n')}`);
  // So is the emergency guidance, which /melden and the 'Noodnummer' dialog import.
  const guideProblems = emergencyGuideProblems(contentDir);
  if (guideProblems.length) reporter.panicOnBuild(`De noodgevallen kloppen niet:\n${guideProblems.join('\n')}`);
  try {
    const written = [
      ...(await rasteriseIllustrations(illustrationsDir, generatedDir)),
      ...(await rasteriseContentSvgs(contentDir)),
    ];
    if (written.length)
      reporter.info(`Illustraties gerasterd: ${written.map((f) => path.relative(__dirname, f)).join(', ')}`);
  } catch (error) {
    reporter.panicOnBuild(`Kon de SVG-illustraties (${illustrationsDir}, ${contentDir}) niet rasteren`, error as Error);
  }
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  createContentSchema(args);
  createPortfolioSchema(args);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await sourcePortfolio(args, {
    contentDir: path.join(contentDir, 'portfolio'),
    apiUrl: process.env.PORTFOLIO_API_URL,
  });
};

/**
 * The social-sharing image must sit at a stable URL, so it is copied rather than hashed; robots.txt names the
 * sitemap; the build's environment is recorded for scripts/build-if-stale.ts; the CMS is put at /admin/.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  const publicDir = path.join(__dirname, 'public');
  writeBuildEnvStamp(__dirname, process.env);
  await fs.copyFile(path.join(generatedDir, 'og-image.png'), path.join(publicDir, 'og-image.png'));
  await writeRobotsTxt(publicDir, siteUrl(process.env.SITE_URL));
  await precompressSite(publicDir);
  // Under tsx, not in this Parcel bundle (see gatsby/cms/adminPage.ts).
  const tsx = path.join(__dirname, 'node_modules', '.bin', 'tsx');
  const admin = spawnSync(tsx, ['scripts/cms/writeAdminPage.ts', publicDir], {
    cwd: __dirname,
    stdio: 'inherit',
    env: process.env,
  });
  if (admin.status !== 0) throw new Error('De CMS-pagina /admin/ kon niet geschreven worden (zie hierboven).');
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  // First: it replaces the whole config, which the others then add to.
  sharedChunksBySet(args);
  muiThemeWithoutCssVars(args);
  muiWithoutTouchRipple(args);
};
