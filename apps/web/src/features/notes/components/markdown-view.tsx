import { renderMarkdown } from '@usaha/shared/markdown';
import { useMemo } from 'react';
import classes from './markdown-view.module.css';

/**
 * A note's body rendered from Markdown. The HTML comes from markdown.ts, which never passes raw
 * HTML through and keeps only safe link addresses (markdown.test.ts holds it to an XSS corpus).
 */
export function MarkdownView({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={classes.markdown}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown.ts escapes all raw HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
