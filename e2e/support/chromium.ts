/** Debian's Chromium and the flags this machine needs (STACK.md). */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The whole browser, as a phone's: what the bench measures pages in. */
export const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ARGS };

/**
 * The end-to-end tests' browser: the same Chromium built without a browser's window and its
 * compositor (Debian's chromium-headless-shell, the same version). The same engine draws and
 * runs the pages, and the suite, CPU-bound on two cores, spends about a fifth less CPU on them.
 */
export const HEADLESS_CHROMIUM = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ARGS,
};
