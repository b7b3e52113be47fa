/**
 * The pieces of a list's filters (Transaksi, invoices): the first row with the search box and,
 * on a phone, the button that unfolds the other filters with how many of them are set; the
 * other filters, folded on a phone; the button that clears them all.
 */
import { Badge, Button, Collapse, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from './icons';

type Props = {
  text: string;
  onText: (text: string) => void;
  placeholder?: string;
  /** Wide screens show every filter: no button. */
  wide: boolean;
  open: boolean;
  onToggle: () => void;
  /** The id of the folded filters' region. */
  controls: string;
  /** How many of the folded filters are set. */
  count: number;
  moreLabel: string;
};

export function FilterSearchRow(props: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <TextInput
        flex={1}
        type="search"
        label={t('common:search')}
        placeholder={props.placeholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={props.text}
        maxLength={100}
        onChange={(event) => props.onText(event.currentTarget.value)}
      />
      {!props.wide && (
        <Button
          variant="default"
          onClick={props.onToggle}
          aria-expanded={props.open}
          aria-controls={props.controls}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          rightSection={
            props.count > 0 ? (
              <Badge size="sm" circle>
                {props.count}
              </Badge>
            ) : undefined
          }
        >
          {props.moreLabel}
        </Button>
      )}
    </Group>
  );
}

/** The filters past the first row: always shown on a wide screen, unfolded by the row's button on a phone. */
export function FoldedFilters(props: {
  wide: boolean;
  open: boolean;
  id: string;
  children: ReactNode;
}) {
  if (props.wide) return props.children;
  return (
    <Collapse expanded={props.open} id={props.id}>
      {props.children}
    </Collapse>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="gray"
      leftSection={<IconX size={14} aria-hidden="true" />}
      onClick={onClear}
    >
      {t('common:clearFilters')}
    </Button>
  );
}
