import { LOCAL_CMS_PORT } from '../../src/lib/cms/localCms';

export interface DecapBackend {
  /** The GitHub repository writers' changes go to, as owner/name. */
  repo: string;
  branch: string;
  /** The OAuth endpoint that logs writers in with GitHub (see docs/going-live.md, 'Het CMS op de live site'); empty: GitHub's own. */
  authBaseUrl?: string;
}

/** Where the CMS saves: GitHub on the live site (writers' changes become pull requests), decap-server locally. */
export type CmsTarget = { kind: 'github'; backend: DecapBackend } | { kind: 'local'; port?: number };

export function decapBackend(target: CmsTarget) {
  return target.kind === 'github'
    ? {
        name: 'github',
        repo: target.backend.repo,
        branch: target.backend.branch,
        ...(target.backend.authBaseUrl ? { base_url: target.backend.authBaseUrl } : {}),
        commit_messages: {
          create: 'Nieuw: {{collection}} “{{slug}}”',
          update: 'Gewijzigd: {{collection}} “{{slug}}”',
          delete: 'Verwijderd: {{collection}} “{{slug}}”',
          uploadMedia: 'Afbeelding {{path}}',
          deleteMedia: 'Afbeelding {{path}} verwijderd',
        },
      }
    : { name: 'proxy', proxy_url: `http://localhost:${target.port ?? LOCAL_CMS_PORT}/api/v1`, branch: 'main' };
}
