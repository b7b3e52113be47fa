import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route modules and translations load lazily, as in the browser; the first load of a chunk in a
// busy test run can take longer than the one-second default.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
});
