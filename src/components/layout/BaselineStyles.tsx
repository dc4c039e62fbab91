import * as React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { classRulesCss } from '../../theme/classRules';
import { pathIconRules } from '../common/PathIcon';
import { iconTooltipRules } from '../common/IconTooltip';
import { newBadgeRules } from '../common/NewBadge';
import { textLinkRules } from '../common/TextLink';
import { visuallyHiddenRules } from '../common/VisuallyHidden';
import { toastRegionRules } from '../toast/ToastProvider';
import { locationsMenuRules } from './LocationsMenu';
import { mobileMenuStyles, mobileMenuToggleRules } from './MobileMenuToggle';
import { nativeDialogStyles } from '../common/nativeDialog';
import { servicesMenuRules } from './ServicesMenu';
import { shellButtonRules } from './ShellButton';
import { shellLayoutRules } from './shellLayout';
import { siteHeaderRules } from './SiteHeader';
import { skipLinksRules } from './SkipLinks';
import { topBarRules } from './TopBar';
import { StyleScope } from '../../runtime';

/**
 * Bands of the page off screen: the browser skips their style and layout until they near the viewport (most of a
 * long page's first-paint work). `auto` keeps the height a band had once rendered, so the scrollbar stays put.
 */
const offscreenBands = {
  // Screens only: a printed page shows every band.
  '@media screen': { '#main-content section': { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } },
} as const;

/** The page shell's classes: the general ones first, so that a component's own rules win over them. */
const shellClassStyles = (theme: Theme) =>
  classRulesCss(theme, {
    ...visuallyHiddenRules,
    ...pathIconRules,
    ...textLinkRules,
    ...shellButtonRules,
    ...shellLayoutRules,
    ...newBadgeRules,
    ...iconTooltipRules,
    ...skipLinksRules,
    ...siteHeaderRules,
    ...servicesMenuRules,
    ...mobileMenuToggleRules,
    ...topBarRules,
    ...locationsMenuRules,
    ...toastRegionRules,
  });

/**
 * MUI's CssBaseline, the site's few global rules and the page shell's classes, rendered by the server only: their CSS
 * is then a static <style> in <head> that stays for every later page, and costs the browser's bundle nothing. Rendered
 * in the browser, emotion's <Global> would adopt that <style> by moving it, and a moved sheet with `*`, `html` and
 * `body` rules restyles the whole page while it hydrates. It renders no markup, so leaving it out of the browser's
 * tree changes nothing React hydrates. `gatsby develop` has no server render: there it renders.
 */
export function BaselineStyles() {
  // BUILD_STAGE is a build-time constant written into the condition, so the browser's bundle leaves all this out.
  // The theme comes from the style scope, as for any MUI component.
  return process.env.BUILD_STAGE !== 'build-javascript' ? (
    <StyleScope>
      <CssBaseline />
      <GlobalStyles styles={offscreenBands} />
      <GlobalStyles styles={nativeDialogStyles} />
      <GlobalStyles styles={mobileMenuStyles} />
      <GlobalStyles styles={shellClassStyles} />
    </StyleScope>
  ) : null;
}
