/**
 * The one inline script of the server-rendered pages (issue 18): in the head, before the first
 * paint, it sets the colour scheme the visitor chose (or their device's), so a dark-mode
 * visitor never sees a white flash. The API allows exactly this text by its hash in the
 * Content-Security-Policy; any other inline script stays refused.
 */

/** Where the app's Mantine keeps the choice: light | dark | auto (web lib/storage-keys.ts). */
export const COLOR_SCHEME_STORAGE_KEY = 'usaha-color-scheme';

export const THEME_SCRIPT = `(function(){var c="auto";try{c=localStorage.getItem("${COLOR_SCHEME_STORAGE_KEY}")||"auto"}catch(e){}var d=c==="dark"||(c!=="light"&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.setAttribute("data-mantine-color-scheme",d?"dark":"light");r.setAttribute("data-scheme-choice",c==="dark"||c==="light"?c:"auto")})()`;
