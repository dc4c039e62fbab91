import crypto from 'node:crypto';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/** What webpack's splitChunks hands a cache group's `name` function (only what is read here). */
interface SplitChunk {
  name?: string | null;
  groupsIterable: Iterable<{ origins: { request?: string; module?: { resource?: string } | null }[] }>;
}

/** A chunk's name, or for a chunk of a plain `import()` (no name) the imports that make it: importer and request. */
function chunkKey(chunk: SplitChunk): string {
  if (chunk.name) return chunk.name;
  const origins = [...chunk.groupsIterable].flatMap((group) =>
    group.origins.map(({ module, request }) =>
      [module?.resource ? path.relative(process.cwd(), module.resource) : '', request ?? ''].join('>'),
    ),
  );
  return origins.sort().join(',');
}

/**
 * Gatsby names each 'shared' chunk (modules that two or more lazily loaded chunks use) after the names of the chunks
 * that use it. A chunk of a plain `import()`, such as an island's, has no name: every module shared by any two
 * islands went into one chunk (sha1 of 'nullnull'), every module shared by three into another, and so on. A page that
 * loaded one island loaded what any two islands share: when the mobile menu stopped using MUI's IconButton, the two
 * carousels' IconButton and the dialogs' modal joined that chunk, and `/portfolio` loaded 1 KB more. Named after the
 * imports that make the chunks, each set of chunks gets a shared chunk of its own.
 */
export function sharedChunksBySet({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (!shared || typeof shared.name !== 'function')
    throw new Error(
      "Gatsby's webpack config has no 'shared' cache group any more: gatsby/webpack/sharedChunksBySet.ts",
    );
  // 12 hex digits, not Gatsby's 40: the webpack runtime every page loads lists every chunk's name.
  shared.name = (_module: unknown, chunks: SplitChunk[]) =>
    crypto.createHash('sha1').update(chunks.map(chunkKey).join('|')).digest('hex').slice(0, 12);
  // No 'commons' chunk of every module that all page components' chunks use: with the shell off MUI, MUI's common
  // modules are used by every page's islands but by few pages' first load, and the one chunk held them all.
  delete config.optimization!.splitChunks!.cacheGroups!.commons;
  actions.replaceWebpackConfig(config);
}
