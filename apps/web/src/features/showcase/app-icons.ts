/** The icons the gallery (/demo/icons) and the icon test (/demo/icon-test) show, by name. */
import * as icons from './app-icon-list';

export const APP_ICONS = icons;

export type AppIconName = keyof typeof icons;
