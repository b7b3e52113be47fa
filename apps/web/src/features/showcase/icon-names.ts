/** The gallery's search: an icon matches by its component name or its kebab-case name. */
import { APP_ICONS, type AppIconName } from './app-icons';

export const ICON_NAMES = Object.keys(APP_ICONS).sort() as AppIconName[];

/** `IconArrowDownLeft` → `arrow-down-left`, the name Tabler's site and docs use. */
export function kebabName(name: string): string {
  return name
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function searchIcons(query: string): AppIconName[] {
  const words = query
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return ICON_NAMES;
  return ICON_NAMES.filter((name) => {
    const haystack = `${name.toLowerCase()} ${kebabName(name)}`;
    return words.every((word) => haystack.includes(word));
  });
}
