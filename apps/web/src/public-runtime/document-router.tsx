/**
 * A router for a piece of the app drawn into a server-rendered page: its links load the page
 * they name, as the page's own links do, since no app runs there to draw it.
 */
import type { ReactNode } from 'react';
import { createPath, Router, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

const DOCUMENT_NAVIGATOR = {
  createHref: href,
  go: (delta: number) => window.history.go(delta),
  push: (to: To) => window.location.assign(href(to)),
  replace: (to: To) => window.location.replace(href(to)),
};

export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={DOCUMENT_NAVIGATOR}>
      {children}
    </Router>
  );
}
