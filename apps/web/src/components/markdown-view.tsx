import { renderMarkdown } from '@usaha/shared/markdown';
import { useMemo } from 'react';
import classes from './markdown-view.module.css';

/**
 * A note's or a blog post's body rendered from Markdown. The HTML comes from the shared
 * markdown.ts, which never passes raw HTML through and keeps only safe link addresses
 * (markdown.test.ts holds it to an XSS corpus); the server renders posts with the same code.
 */
export function MarkdownView({
  source,
  testId,
  className,
  lang,
}: {
  source: string;
  testId?: string;
  className?: string;
  lang?: string;
}) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      lang={lang}
      className={className ? `${classes.markdown} ${className}` : classes.markdown}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown.ts escapes all raw HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
