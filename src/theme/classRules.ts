import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Rules for plain class names, each written as sx (the theme's spacing, palette keys and breakpoints). The page shell
 * styles its elements this way instead of with MUI components: BaselineStyles has the server render the rules once, as
 * a static stylesheet, so the shell's markup needs no styling code in the browser.
 */
export type ClassRules = Record<string, SxProps<Theme>>;

/** The CSS of `rules` in `theme`, in their order (later rules win, as emotion's did). */
export function classRulesCss(theme: Theme, rules: ClassRules): Record<string, ReturnType<Theme['unstable_sx']>> {
  return Object.fromEntries(Object.entries(rules).map(([selector, sx]) => [selector, theme.unstable_sx(sx)]));
}
