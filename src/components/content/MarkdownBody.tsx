import * as React from 'react';
import { Prose } from '../common/Section';

/**
 * HTML rendered from a writer's Markdown at build time (firm tokens already filled in). It sits inside static
 * islands, where useInPageNavigation routes its internal links client-side.
 */
export function MarkdownBody({ html }: { html: string }) {
  return (
    <Prose>
      <div className="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />
    </Prose>
  );
}
