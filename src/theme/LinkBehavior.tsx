import * as React from 'react';
import { Link as GatsbyLink } from 'gatsby';

type LinkBehaviorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href?: string };

/** Internal paths go through Gatsby's router (prefetching, no reload); everything else is a plain anchor. */
export function isInternalHref(href: string | undefined): href is string {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

export const LinkBehavior = React.forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, target, ...rest },
  ref,
) {
  if (isInternalHref(href) && target !== '_blank') {
    // GatsbyLink's ref typing is narrower than the anchor it renders.
    return <GatsbyLink to={href} ref={ref as never} {...(rest as object)} />;
  }
  return <a ref={ref} href={href} target={target} {...rest} />;
});
