import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactPrompt } from './contact-prompt';
import { LegalContents } from './legal-contents';
import { toLegalSections } from './legal-sections';
import { MUTED_TEXT } from './text-colors';

type LegalDocumentProps = {
  /** The document's key in legal.json: it holds metaTitle, title, intro and sections. */
  document: 'terms' | 'privacy';
};

/** A readable legal text: title, last-updated date, introduction, numbered sections. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const sections = toLegalSections(t(`${document}.sections`, { returnObjects: true }));

  return (
    <Container component="article" size="sm" py={{ base: 32, sm: 64 }}>
      <title>{t(`${document}.metaTitle`)}</title>
      <meta name="description" content={t(`${document}.metaDescription`)} />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t(`${document}.title`)}
        </Title>
        <Text size="sm" c={MUTED_TEXT}>
          {t('document.lastUpdated', { date: t('document.lastUpdatedDate') })}
        </Text>
      </Stack>
      <Text size="lg" mb="xl" lh={1.65}>
        {t(`${document}.intro`)}
      </Text>
      <LegalContents idPrefix={document} headings={sections.map((section) => section.heading)} />
      <Stack gap="xl">
        {sections.map((section, index) => (
          <Stack
            component="section"
            key={section.heading}
            gap="sm"
            aria-labelledby={`${document}-${index + 1}`}
          >
            <Title
              order={2}
              id={`${document}-${index + 1}`}
              fz={{ base: 'lg', sm: 'xl' }}
              style={{ scrollMarginTop: 80 }}
            >
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} lh={1.7}>
                {paragraph}
              </Text>
            ))}
            {section.items.length > 0 ? (
              <List spacing="xs" lh={1.6} withPadding>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        ))}
      </Stack>
      <ContactPrompt />
    </Container>
  );
}
