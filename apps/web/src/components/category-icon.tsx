/**
 * The one map from a category's icon name (kebab-case, as the API stores it) to a Tabler icon,
 * the palette of category colours, and the round badge that shows both.
 */
import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import {
  type Icon,
  IconBasket,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingStore,
  IconBulb,
  IconCar,
  IconCash,
  IconCoffee,
  IconCoin,
  IconDots,
  IconDroplet,
  IconFirstAidKit,
  IconGift,
  IconHeart,
  IconHome,
  IconMoneybag,
  IconPackage,
  IconPigMoney,
  IconReceipt,
  IconReceiptTax,
  IconSchool,
  IconScissors,
  IconShirt,
  IconShoppingCart,
  IconSpeakerphone,
  IconTag,
  IconTool,
  IconToolsKitchen2,
  IconTruck,
  IconUsers,
  IconWifi,
} from './icons';

// 'bolt' and 'wallet' (names the API seeds) show a bulb and a money bag: the landing page uses
// Tabler's bolt and wallet, and sharing them would split them into chunks of their own on `/`.
export const CATEGORY_ICONS = {
  'shopping-cart': IconShoppingCart,
  package: IconPackage,
  users: IconUsers,
  home: IconHome,
  bolt: IconBulb,
  truck: IconTruck,
  wifi: IconWifi,
  receipt: IconReceipt,
  'receipt-tax': IconReceiptTax,
  wallet: IconMoneybag,
  tool: IconTool,
  coin: IconCoin,
  'building-bank': IconBuildingBank,
  cash: IconCash,
  'pig-money': IconPigMoney,
  'building-store': IconBuildingStore,
  basket: IconBasket,
  'tools-kitchen-2': IconToolsKitchen2,
  coffee: IconCoffee,
  shirt: IconShirt,
  scissors: IconScissors,
  car: IconCar,
  droplet: IconDroplet,
  speakerphone: IconSpeakerphone,
  briefcase: IconBriefcase,
  school: IconSchool,
  'first-aid-kit': IconFirstAidKit,
  heart: IconHeart,
  gift: IconGift,
  tag: IconTag,
  dots: IconDots,
} as const satisfies Record<string, Icon>;

export type CategoryIconName = keyof typeof CATEGORY_ICONS;
export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS) as CategoryIconName[];

/**
 * Colours that keep at least 3:1 against white and against the dark theme's cards as icons,
 * including every colour the default categories are seeded with.
 */
export const CATEGORY_COLORS = [
  '#2f9e44',
  '#0c8599',
  '#0b7285',
  '#1971c2',
  '#1864ab',
  '#5f3dc4',
  '#862e9c',
  '#9c36b5',
  '#c2255c',
  '#a61e4d',
  '#e03131',
  '#e8590c',
  '#f08c00',
  '#495057',
  '#868e96',
] as const;

export const DEFAULT_CATEGORY_COLOR = '#495057';

export function isCategoryIconName(name: string): name is CategoryIconName {
  return Object.hasOwn(CATEGORY_ICONS, name);
}

/** The Tabler icon for a stored name; an unknown name (from an older version) gets the tag. */
export function categoryIconOf(name: string | null | undefined): Icon {
  return name && isCategoryIconName(name) ? CATEGORY_ICONS[name] : IconTag;
}

type CategoryIconProps = {
  icon: string | null | undefined;
  color?: string | null;
  size?: ThemeIconProps['size'];
  /** Icon size in pixels (default: about 60% of the badge). */
  iconSize?: number;
  variant?: 'light' | 'filled';
};

/** A round badge in the category's colour with its icon; decorative (the name is beside it). */
export function CategoryIcon({
  icon,
  color,
  size = 32,
  iconSize,
  variant = 'light',
}: CategoryIconProps) {
  const Glyph = categoryIconOf(icon);
  const pixels = iconSize ?? (typeof size === 'number' ? Math.round(size * 0.58) : 18);
  return (
    <ThemeIcon
      color={color || DEFAULT_CATEGORY_COLOR}
      variant={variant}
      radius="xl"
      size={size}
      aria-hidden="true"
    >
      <Glyph size={pixels} stroke={1.8} />
    </ThemeIcon>
  );
}
