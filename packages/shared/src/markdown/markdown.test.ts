// @vitest-environment happy-dom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { isSafeUrl, markdownToText, renderMarkdown } from './markdown';
import { XSS_CORPUS } from './xss-corpus';

const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'meta',
  'base',
  'link',
  'img',
  'video',
  'audio',
  'source',
  'template',
  'noscript',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
/** Every tag markdown-it's default preset emits; nothing else may appear. */
const MARKDOWN_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol li strong em s code pre blockquote hr br a table thead tbody tr th td'.split(
    ' ',
  ),
);
const MARKDOWN_ATTRIBUTES = new Set(['href', 'target', 'rel', 'title', 'class', 'start']);

/** How a browser would resolve the address: only these kinds may come out. */
function isHarmlessAddress(value: string): boolean {
  try {
    const url = new URL(value, 'https://usaha.example/apps/notes/');
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol);
  } catch {
    // Not an address a browser can follow, as long as it names no other scheme.
    return !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^(https?|mailto|tel):/i.test(value);
  }
}

/** What is wrong with the HTML, read as a browser reads it. */
function domProblems(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const problems: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) problems.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style') problems.push(`${tag}[style]`);
      if (URL_ATTRIBUTES.includes(name) && !isHarmlessAddress(attribute.value)) {
        problems.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return problems;
}

/**
 * The same, read from the text itself, so the verdict does not hang on one DOM's parser:
 * markdown-it escapes < > " & in text and attributes, so its tags can be read exactly.
 */
function textProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)) {
    const [, tag = '', rest = ''] = match;
    if (!MARKDOWN_TAGS.has(tag)) problems.push(`tag ${tag}`);
    const leftover = rest.replace(/\s([a-z]+)="([^"<>]*)"/g, (_all, name: string) => {
      if (!MARKDOWN_ATTRIBUTES.has(name)) problems.push(`attribute ${name}`);
      return '';
    });
    if (leftover.replace(/^\s*\/?$/, '') !== '') problems.push(`unparsed ${leftover}`);
  }
  return problems;
}

describe('the XSS corpus', () => {
  it('holds at least 100 distinct payloads', () => {
    expect(new Set(XSS_CORPUS).size).toBe(XSS_CORPUS.length);
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))('renders inert: %s', (payload) => {
    const html = renderMarkdown(payload);
    expect(domProblems(html), html).toEqual([]);
    expect(textProblems(html), html).toEqual([]);
    // Also inside the structures a note has: a list item, a quote, a table cell, a heading.
    for (const wrapped of [`- ${payload}`, `> ${payload}`, `| a |\n|---|\n| ${payload} |`]) {
      const nested = renderMarkdown(wrapped);
      expect(domProblems(nested), nested).toEqual([]);
      expect(textProblems(nested), nested).toEqual([]);
    }
  });

  it('shows raw HTML as the text it is', () => {
    const doc = new DOMParser().parseFromString(
      renderMarkdown('<img src=x onerror="window.__xss=1">'),
      'text/html',
    );
    expect(doc.body.textContent?.trim()).toBe('<img src=x onerror="window.__xss=1">');
  });
});

describe('isSafeUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'mailto:sri@warung.id',
    'tel:+628123456789',
    '/apps/notes',
    'catatan-lain',
    '#bagian',
    '?q=1',
  ])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'jav%09ascript:alert(1)',
    '%6A%61vascript:alert(1)',
    '%256A%2561vascript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('refuses %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('renderMarkdown', () => {
  function parse(source: string) {
    return new DOMParser().parseFromString(renderMarkdown(source), 'text/html').body;
  }

  it('renders headings, emphasis, lists, code and quotes', () => {
    const body = parse(
      '# Belanja\n\n**Penting** dan _miring_ ~~coret~~\n\n- beras\n- gula\n\n3. satu\n4. dua\n\n`kode`\n\n```\nblok\n```\n\n> kutipan',
    );
    expect(body.querySelector('h1')?.textContent).toBe('Belanja');
    expect(body.querySelector('strong')?.textContent).toBe('Penting');
    expect(body.querySelector('em')?.textContent).toBe('miring');
    expect(body.querySelector('s')?.textContent).toBe('coret');
    expect(Array.from(body.querySelectorAll('ul li')).map((li) => li.textContent)).toEqual([
      'beras',
      'gula',
    ]);
    expect(body.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(body.querySelector('p > code')?.textContent).toBe('kode');
    expect(body.querySelector('pre > code')?.textContent).toBe('blok\n');
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('kutipan');
  });

  it('renders tables with alignment as classes', () => {
    const body = parse('| Barang | Harga |\n|:--|--:|\n| Beras | 12.000 |');
    expect(Array.from(body.querySelectorAll('th')).map((th) => th.textContent)).toEqual([
      'Barang',
      'Harga',
    ]);
    expect(body.querySelector('td:last-child')?.getAttribute('class')).toBe('align-right');
    expect(body.querySelector('[style]')).toBeNull();
  });

  it('opens links in a new tab without handing over the page', () => {
    const body = parse(
      '[Toko](https://example.com "Situs") <mailto:sri@warung.id> [telp](tel:+62812) [lain](/apps/notes) https://contoh.id/a',
    );
    const links = Array.from(body.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
      'mailto:sri@warung.id',
      'tel:+62812',
      '/apps/notes',
      'https://contoh.id/a',
    ]);
    expect(links[0]?.getAttribute('title')).toBe('Situs');
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });

  it('turns an image into a link to it and a refused link into text', () => {
    const body = parse('![Nota](https://example.com/nota.png) [klik](javascript:alert(1))');
    expect(body.querySelector('img')).toBeNull();
    const link = body.querySelector('a');
    expect(link?.textContent).toBe('Nota');
    expect(link?.getAttribute('href')).toBe('https://example.com/nota.png');
    expect(body.textContent).toContain('[klik](javascript:alert(1))');
  });

  it('keeps single line breaks', () => {
    expect(parse('baris satu\nbaris dua').querySelector('br')).not.toBeNull();
  });
});

describe('markdownToText', () => {
  it('drops the marks and keeps the words', () => {
    expect(markdownToText('# Belanja\n\n- **beras** 5 kg\n- [gula](https://x.id)\n\n`kode`')).toBe(
      'Belanja beras 5 kg gula kode',
    );
  });

  it('shortens a long body with an ellipsis', () => {
    const text = markdownToText('kata '.repeat(200), 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows raw HTML as text, never as markup', () => {
    expect(markdownToText('<b>tebal</b>')).toBe('<b>tebal</b>');
  });
});
