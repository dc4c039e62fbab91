import * as React from 'react';
import { PageShell } from './PageShell';

/**
 * Everything around a page: what gatsby-browser and gatsby-ssr both wrap each page in, in one module so that the
 * browser can run it in a task of its own (see gatsby-browser). It is plain elements: MUI's components and the theme
 * come with StyleScope where a page or an island uses them.
 */
export default function SiteShell({
  location,
  children,
}: {
  location: { pathname: string };
  children: React.ReactNode;
}) {
  return <PageShell location={location}>{children}</PageShell>;
}
