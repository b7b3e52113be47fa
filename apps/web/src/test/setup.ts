import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route modules and translations load lazily, as in the browser; the first load of a chunk in a
// busy test run on a machine twice as slow can take several seconds: waits are conditions, and
// the limit only bounds how long a real failure takes to report. A first visit to the notes list
// once took more than 15 s with another suite on the same two cores; the tests' own limit is 40 s.
configure({ asyncUtilTimeout: 30_000 });

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
});
