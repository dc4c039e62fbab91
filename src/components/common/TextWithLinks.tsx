import * as React from 'react';
import Link from '@mui/material/Link';
import { splitInlineLinks } from '../../lib/content/inlineLinks';

/** A writer's sentence from frontmatter, its `[label](/route)` links shown as links (see lib/content/inlineLinks.ts). */
export function TextWithLinks({ text }: { text: string }) {
  return (
    <>
      {splitInlineLinks(text).map((part, index) =>
        typeof part === 'string' ? (
          <React.Fragment key={index}>{part}</React.Fragment>
        ) : (
          <Link key={index} href={part.to} underline="always">
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}
