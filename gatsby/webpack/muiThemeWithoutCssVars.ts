import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

const muiStylesDir = `${path.sep}@mui${path.sep}material${path.sep}styles`;

/**
 * MUI's `createTheme` statically imports the CSS-variables theme builder (~6 KB gzipped with its helpers),
 * although a theme without `cssVariables` or `colorSchemes` (ours) only ever runs `createThemeNoVars`.
 * Pointing MUI's own imports of `./createTheme.mjs` at `./createThemeNoVars.mjs` drops that code from every
 * page. The catch: `cssVariables` and `colorSchemes` in our theme would be ignored (see src/theme/theme.tsx).
 */
export function muiThemeWithoutCssVars({ actions, plugins }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/^\.\/createTheme\.mjs$/, (resource: { context: string; request: string }) => {
        if (resource.context.endsWith(muiStylesDir)) resource.request = './createThemeNoVars.mjs';
      }),
    ],
  });
}
