import { Anchor, List, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LINK_TEXT } from './text-colors';

type LegalContentsProps = {
  idPrefix: string;
  headings: readonly string[];
};

/** Table of contents linking to each section of a legal document. */
export function LegalContents({ idPrefix, headings }: LegalContentsProps) {
  const { t } = useTranslation('legal');
  const labelId = `${idPrefix}-contents`;
  return (
    <Paper component="nav" aria-labelledby={labelId} withBorder radius="md" p="lg" mb="xl">
      <Text id={labelId} fw={600} mb="xs">
        {t('document.contents')}
      </Text>
      <List spacing={4} listStyleType="none">
        {headings.map((heading, index) => (
          <List.Item key={heading}>
            <Anchor href={`#${idPrefix}-${index + 1}`} size="sm" c={LINK_TEXT}>
              {heading}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
