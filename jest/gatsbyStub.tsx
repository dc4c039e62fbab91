import * as React from 'react';

/** Gatsby's runtime is not available in jest; links become anchors and navigation a mock. */
export const Link = React.forwardRef<HTMLAnchorElement, { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  function Link({ to, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  },
);
export const navigate = jest.fn();
export const graphql = () => undefined;
export const useStaticQuery = () => ({ site: { siteMetadata: { siteUrl: 'http://127.0.0.1:9000' } } });
