import * as React from 'react';
import { LinkBehavior } from '../../theme/LinkBehavior';
import type { ClassRules } from '../../theme/classRules';

type TextLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** 'always' (the default) for links in running text (WCAG 1.4.1); 'none' for a logo or a link that looks like a control. */
  underline?: 'always' | 'none';
};

/**
 * A link in the page shell, drawn as the theme's MUI Link (underlined, in the primary colour), as a plain anchor:
 * internal paths through Gatsby's router, as MUI's Link does by the theme's LinkBehavior.
 */
export function TextLink({ underline = 'always', className, ...props }: TextLinkProps) {
  const classes = ['text-link', underline === 'none' && 'text-link--plain', className].filter(Boolean).join(' ');
  return <LinkBehavior className={classes} {...props} />;
}

export const textLinkRules: ClassRules = {
  '.text-link': {
    m: 0,
    font: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: (t) => t.alpha(t.palette.primary.main, 0.4),
    textUnderlineOffset: '3px',
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '.text-link--plain': { textDecoration: 'none' },
  // MUI's Link with color="inherit": the surrounding colour, underlined in it.
  '.text-link--inherit': { color: 'inherit', textDecorationColor: 'currentColor' },
};
