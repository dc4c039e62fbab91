import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

const buttonBaseDir = `${path.sep}@mui${path.sep}material${path.sep}ButtonBase`;
const noTouchRipple = path.join(__dirname, 'noTouchRipple.js');

/**
 * Our theme turns MUI's ripple off for every button (src/theme/theme.tsx), yet ButtonBase imports its ripple
 * component statically: ~4.7 KB minified (its keyframes, the Ripple and its classes) in the bundle every page
 * loads. Pointing ButtonBase's own import of `./TouchRipple.mjs` at a component that renders nothing drops it.
 * The catch: `disableRipple={false}` on a button would show no ripple (MUI's lazy ripple finds no instance and
 * does nothing).
 */
export function muiWithoutTouchRipple({ actions, plugins }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/^\.\/TouchRipple\.mjs$/, (resource: { context: string; request: string }) => {
        if (resource.context.endsWith(buttonBaseDir)) resource.request = noTouchRipple;
      }),
    ],
  });
}
