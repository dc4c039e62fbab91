import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';

/**
 * The path data of the Material icons the page shell shows (from @mui/icons-material, Apache-2.0). MUI's icon
 * components would bring SvgIcon and MUI's styling engine into the JavaScript of every page for six static drawings.
 */
export const shellIconPaths = {
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  mail: 'M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 4.99L4 6zm0 12H4V8l8 5 8-5z',
  warning: ['M12 5.99 19.53 19H4.47zM12 2 1 21h22z', 'M13 16h-2v2h2zm0-6h-2v5h2z'],
  login: 'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
} as const;

export type ShellIconName = keyof typeof shellIconPaths;

/** A decorative 24×24 icon in the current colour, 1.5rem ('small': 1.25rem), as MUI's SvgIcon draws it. */
export function PathIcon({
  name,
  small = false,
  className,
}: {
  name: ShellIconName;
  small?: boolean;
  className?: string;
}) {
  const paths: readonly string[] = [shellIconPaths[name]].flat();
  return (
    <svg
      className={['path-icon', small && 'path-icon--small', className].filter(Boolean).join(' ')}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const pathIconRules: ClassRules = {
  '.path-icon': {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: '1.5rem',
    transition: (t) => t.transitions.create('fill', { duration: t.transitions.duration.shorter }),
  },
  '.path-icon--small': { fontSize: '1.25rem' },
  // The chevron of a disclosure button turns with its aria-expanded: by a rule the server's CSS has, so opening inserts
  // no CSS (a rule inserted at that moment makes the browser restyle the whole page).
  '.expand-icon': { transition: 'transform .2s' },
  '[aria-expanded=true] > .expand-icon': { transform: 'rotate(180deg)' },
};
