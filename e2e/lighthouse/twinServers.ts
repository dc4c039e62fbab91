/**
 * The three servers a site-against-twin measurement needs, all the real server (server/main.ts): the site (or, with
 * `slowScriptMs`, a slowed copy of it) on `port`, its no-script twin on `port + 50` and the plain calibration page on
 * `port + 100`. The copies live in a temporary folder, removed by `stop`.
 */
import { copySiteWithRewrittenPages, stripScripts, withBlockingScript, type SiteCopy } from '../../testing/siteTwin';
import { startPlainPageServer, startSiteServer, type SiteServer } from '../support/siteServer';

export interface TwinServers {
  origins: { site: string; twin: string; calibration: string };
  stop(): void;
}

export async function startTwinServers(options: {
  port: number;
  publicDir: string;
  pages: string[];
  slowScriptMs: number;
}): Promise<TwinServers> {
  const { port, publicDir, pages, slowScriptMs } = options;
  const copies: SiteCopy[] = [];
  const servers: SiteServer[] = [];
  const stop = () => {
    servers.forEach((server) => server.stop());
    copies.forEach((copy) => copy.remove());
  };
  try {
    const twin = copySiteWithRewrittenPages(publicDir, pages, stripScripts);
    copies.push(twin);
    let siteDir = publicDir;
    if (slowScriptMs > 0) {
      const slowed = copySiteWithRewrittenPages(publicDir, pages, (html) => withBlockingScript(html, slowScriptMs));
      copies.push(slowed);
      siteDir = slowed.dir;
    }
    const started = await Promise.allSettled([
      startSiteServer(port, { PUBLIC_DIR: siteDir }),
      startSiteServer(port + 50, { PUBLIC_DIR: twin.dir }),
      startPlainPageServer(port + 100),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [site, twinServer, plain] = servers;
    return { origins: { site: site.origin, twin: twinServer.origin, calibration: `${plain.origin}/` }, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
