/**
 * Whether the page is rendered on the server for a visit that runs no React (issue 18): the
 * public pages arrive as HTML and load only the small script of public-runtime/, which wires
 * what they mark with `data-*` attributes (the menu, the language, the colour scheme, the account
 * buttons, copy and share). In the app the same components run with React as usual.
 */
import { createContext, useContext } from 'react';

export const StaticPageContext = createContext(false);

export function useStaticPage(): boolean {
  return useContext(StaticPageContext);
}

/** The site's public address (`https://usaha.id`), for canonical links and link previews. */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const given = useContext(SiteOriginContext);
  return given ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
