/** Where the local editor's backend (decap-server, `npm run cms`) listens; the CMS page and its CSP both use it. */
export const LOCAL_CMS_PORT = 8081;
export const LOCAL_CMS_ORIGINS = [`http://localhost:${LOCAL_CMS_PORT}`, `http://127.0.0.1:${LOCAL_CMS_PORT}`] as const;

/** The path the CMS lives under, outside the public pages. */
export const ADMIN_PATH = '/admin/';
