import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';

const links = [
  { href: '#main-content', label: 'Spring naar hoofdinhoud' },
  { href: '#navigation', label: 'Spring naar navigatie' },
] as const;

/** Hidden until focused; the first thing a keyboard user reaches on every page. */
export function SkipLinks() {
  return (
    <ul className="skip-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="skip-links__link">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export const skipLinksRules: ClassRules = {
  '.skip-links': { listStyle: 'none', m: 0, p: 0 },
  '.skip-links__link': {
    position: 'fixed',
    top: 8,
    left: 8,
    zIndex: (t) => t.zIndex.tooltip + 1,
    px: 2.5,
    py: 1.5,
    bgcolor: 'primary.main',
    color: '#fff',
    fontWeight: 700,
    borderRadius: 1,
    transform: 'translateY(-200%)',
    '&:focus': { transform: 'none' },
  },
};
