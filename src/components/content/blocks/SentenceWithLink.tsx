import * as React from 'react';
import Link from '@mui/material/Link';

/** A writer's sentence, then an inline link that ends it. */
export function SentenceWithLink({ text, link }: { text?: string; link?: { label: string; to: string } }) {
  return (
    <>
      {text}
      {link && (
        <>
          {text ? ' ' : null}
          <Link href={link.to} underline="always">
            {link.label}
          </Link>
          .
        </>
      )}
    </>
  );
}
