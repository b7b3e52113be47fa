/**
 * The Inspector's axe pass (support/inspect.ts): a state is checked whole once per width, and in
 * the other colour scheme by the rules of colour alone, which still find what the dark mode
 * alone gets wrong.
 */
import { expect, test } from './support/fixtures';
import { Inspector, PHONE } from './support/inspect';

test.use({ viewport: PHONE });

const PAGE = `<!doctype html><html lang="id"><head><title>Inspektur</title></head>
<body><main><h1>Inspektur</h1><p id="text" style="color:#111;background:#fff">Saldo hari ini</p></main></body></html>`;

test('the same state in the other scheme is checked for colour only, and a contrast fault is found', async ({
  page,
}) => {
  await page.setContent(PAGE);
  const inspector = new Inspector(page, 'inspector');
  await inspector.look('state');
  expect(inspector.problems).toEqual([]);

  // "Dark mode" draws the text grey on grey, and the document gains an image without a text.
  await page.evaluate(() => {
    const text = document.getElementById('text') as HTMLElement;
    text.style.color = '#8a8a8a';
    text.style.background = '#9a9a9a';
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    document.querySelector('main')?.append(image);
  });
  await inspector.look('state');
  expect(inspector.problems).toEqual([expect.stringMatching(/^inspector-state: color-contrast /)]);

  // A state not yet seen is checked whole: the image's missing text is found there.
  await inspector.look('other');
  expect(inspector.problems).toContainEqual(expect.stringMatching(/^inspector-other: image-alt /));
});
