import * as React from 'react';
import { Prose } from '../common/Section';

/** A bulleted list in running-text style. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Prose>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Prose>
  );
}
