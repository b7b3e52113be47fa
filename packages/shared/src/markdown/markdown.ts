/**
 * Markdown of notes and blog posts, safe by construction: raw HTML is never parsed (markdown-it with
 * `html: false` escapes it), links keep only http(s), mailto, tel, relative and #fragment
 * addresses, and remote images are shown as links (no tracking pixels, and the CSP allows
 * images from this site only). The output is HTML made only of markdown-it's own tags.
 */
import MarkdownIt, { type MarkdownIt as MarkdownItInstance, type Token } from 'markdown-it';

const ALLOWED_SCHEMES = /^(https?|mailto|tel):/;

/**
 * Whether an address may become a link. Browsers ignore tabs, newlines and other control
 * characters inside a scheme and markdown-it percent-encodes them, so the check runs on the
 * decoded address with those removed: `jav&#x09;ascript:` or `%6A%61vascript:` count as
 * `javascript:` and are refused.
 */
export function isSafeUrl(url: string): boolean {
  let decoded = url;
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\ufeff]/g, '');
  const lower = compact.toLowerCase();
  // No scheme before the first / ? or #: a relative address or a fragment.
  const head = lower.split(/[/?#]/, 1)[0] ?? '';
  if (!head.includes(':')) return true;
  return ALLOWED_SCHEMES.test(lower);
}

function createRenderer(): MarkdownItInstance {
  const md = new MarkdownIt('default', {
    html: false,
    linkify: true,
    breaks: true,
    typographer: false,
  });
  md.validateLink = isSafeUrl;
  const rules = md.renderer.rules;

  rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index] as Token;
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
    return self.renderToken(tokens, index, options);
  };

  // An image becomes a link to it, named by its text: nothing is fetched from elsewhere.
  rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index] as Token;
    const src = String(token.attrGet('src') ?? '');
    const label = self.renderInlineAsText(token.children ?? [], options, env) || src;
    const text = md.utils.escapeHtml(label);
    if (!src) return text;
    return `<a href="${md.utils.escapeHtml(src)}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;
  };

  // Table alignment as a class, not a style attribute: the output carries no inline CSS.
  for (const name of ['th_open', 'td_open'] as const) {
    rules[name] = (tokens, index, options, _env, self) => {
      const token = tokens[index] as Token;
      const style = token.attrGet('style');
      if (typeof style === 'string') {
        token.attrs = (token.attrs ?? []).filter(([key]) => key !== 'style');
        const align = /text-align:(left|center|right)/.exec(style)?.[1];
        if (align) token.attrJoin('class', `align-${align}`);
      }
      return self.renderToken(tokens, index, options);
    };
  }
  return md;
}

const renderer = createRenderer();

/** A note's body as HTML to insert into the page. */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}

/** A note's body as plain text, e.g. the start of it on a card; Markdown marks are dropped. */
export function markdownToText(source: string, max = 240): string {
  const parts: string[] = [];
  let length = 0;
  for (const block of renderer.parse(source, {})) {
    if (length > max) break;
    const text =
      block.type === 'inline'
        ? (block.children ?? [])
            .map((child) =>
              child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
            )
            .join('')
        : block.type === 'fence' || block.type === 'code_block'
          ? block.content
          : '';
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    parts.push(trimmed);
    length += trimmed.length + 1;
  }
  const joined = parts.join(' ');
  return joined.length > max ? `${joined.slice(0, max - 1).trimEnd()}…` : joined;
}
