import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route modules and translations load lazily, as in the browser; the first load of a chunk in a
// busy test run on a machine twice as slow can take several seconds: waits are conditions, and
// the limit only bounds how long a real failure takes to report.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
});
