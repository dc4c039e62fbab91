import fs from 'node:fs/promises';
import path from 'node:path';
import { decapConfig } from './decapConfig';
import type { DecapBackend } from './decapBackend';
import { ADMIN_PATH, LOCAL_CMS_PORT } from '../../src/lib/cms/localCms';

/**
 * The CMS at /admin/: Decap CMS's prebuilt bundle (node_modules/decap-cms/dist, no webpack work, so the build
 * stays as fast as it was), a page that loads it, and two configurations derived from the content schemas:
 * config.yml for the live site (GitHub, editorial workflow) and config.local.yml for `npm run cms` (decap-server).
 * Nothing of it is part of the public pages: no Gatsby page, so not in the sitemap; robots.txt excludes it.
 * It runs under tsx (scripts/cms/writeAdminPage.ts), not inside Gatsby's Parcel-compiled gatsby-node/gatsby-config:
 * Parcel's scope hoisting breaks zod's JSON-schema module ("Cannot access 'y' before initialization").
 */
const DECAP_DIST = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));

/** The GitHub repository and login the live CMS uses, from the build's environment (docs/going-live.md, 'Het CMS op de live site'). */
export function cmsBackend(env: NodeJS.ProcessEnv): DecapBackend {
  return {
    // GitHub Actions names the repository it builds; elsewhere CMS_GITHUB_REPO does.
    repo: env.CMS_GITHUB_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || 'eigenaar/syndic-site',
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    authBaseUrl: env.CMS_AUTH_URL?.trim() || undefined,
  };
}

const INDEX_HTML = `<!doctype html>
<html lang="nl-BE">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Inhoud beheren</title>
    <script src="${ADMIN_PATH}choose-config.js"></script>
  </head>
  <body>
    <script src="${ADMIN_PATH}decap-cms.js"></script>
  </body>
</html>
`;

/** Before the CMS starts: on this computer (npm run cms) the local configuration, on the live site GitHub's. */
const CHOOSE_CONFIG_JS = `(function () {
  var local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  var link = document.createElement('link');
  link.rel = 'cms-config-url';
  link.type = 'text/yaml';
  link.href = '${ADMIN_PATH}' + (local ? 'config.local.yml' : 'config.yml');
  document.head.appendChild(link);
})();
`;

/** The files of /admin/ by name (JSON is valid YAML: Decap reads config.yml as written here). */
export function adminFiles(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    'index.html': INDEX_HTML,
    'choose-config.js': CHOOSE_CONFIG_JS,
    'config.yml': `${JSON.stringify(decapConfig({ kind: 'github', backend: cmsBackend(env) }), null, 2)}\n`,
    'config.local.yml': `${JSON.stringify(decapConfig({ kind: 'local', port: LOCAL_CMS_PORT }), null, 2)}\n`,
  };
}

/** Writes /admin/ into the built site: the page, its configurations and Decap's bundle with its lazy chunks. */
export async function writeAdminPage(publicDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const adminDir = path.join(publicDir, ADMIN_PATH);
  await fs.mkdir(adminDir, { recursive: true });
  for (const [name, content] of Object.entries(adminFiles(env))) await fs.writeFile(path.join(adminDir, name), content);
  for (const name of await fs.readdir(DECAP_DIST))
    if (name.endsWith('decap-cms.js')) await fs.copyFile(path.join(DECAP_DIST, name), path.join(adminDir, name));
}
