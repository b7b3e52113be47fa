/**
 * The only script of the server-rendered public pages (issue 18): a few kilobytes instead of the
 * app. It wires what the pages mark with `data-*` attributes; everything else is plain HTML.
 * Each part finds nothing to do on a page without its marks.
 */
import { wireAccountButtons } from './account-buttons';
import { wireCarousels } from './carousel';
import { wireColorScheme } from './color-scheme';
import { wireCopyButtons } from './copy-buttons';
import { wireLanguage } from './language';
import { wireMenu } from './menu';
import { whenParsed } from './when-parsed';

function wireAll() {
  wireColorScheme(document);
  wireLanguage(document);
  wireMenu(document);
  wireAccountButtons(document);
  wireCopyButtons(document);
  wireCarousels(document);
}

whenParsed(wireAll);
