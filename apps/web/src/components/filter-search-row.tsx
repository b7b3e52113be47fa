/**
 * The first row of a list's filters: the search box, and on a phone the button that unfolds the
 * other filters with how many of them are set (Transaksi, invoices).
 */
import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAdjustmentsHorizontal, IconSearch } from './icons';

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
