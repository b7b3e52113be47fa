/**
 * /demo/apps-improvements: what is new in Usaha, each shown by the live component itself with
 * a made-up shop's data: quick amounts, Markdown with its preview (notes and the blog), a
 * prepared WhatsApp message, the "someone else saved this" alert, and where each lives.
 */
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '../../components/amount-input';
import { ConflictAlert } from '../../components/conflict-alert';
import { MarkdownEditor } from '../../components/markdown-editor';
import { MoneyText } from '../../components/money-text';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { WhatsAppMessage } from '../../components/whatsapp-button';

function WhereItLives({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
  );
}

function QuickAmount() {
  const { t } = useTranslation('showcase');
  const [amount, setAmount] = useState<number | null>(150_000_000);
  return (
    <Stack gap="xs">
      <AmountInput
        label={t('improvements.amountLabel')}
        value={amount}
        onChange={setAmount}
        currency="IDR"
        maw={320}
      />
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t('improvements.amountSaved')}
        </Text>
        {amount === null ? (
          <Text size="sm">—</Text>
        ) : (
          <MoneyText amount={amount} currency="IDR" fw={600} data-testid="improvements-amount" />
        )}
      </Group>
    </Stack>
  );
}

function MarkdownNote() {
  const { t } = useTranslation('showcase');
  const [text, setText] = useState(() => t('improvements.markdownSample'));
  return (
    <MarkdownEditor
      value={text}
      onChange={setText}
      label={t('improvements.markdownLabel')}
      maxLength={2000}
      minRows={4}
    />
  );
}

function Conflict() {
  const { t } = useTranslation('showcase');
  const [reloaded, setReloaded] = useState(0);
  return (
    <Stack gap="xs">
      <ConflictAlert
        message={t('improvements.conflictMessage')}
        onReload={() => setReloaded((n) => n + 1)}
      />
      {reloaded > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('improvements.conflictReloaded')}
        </Text>
      )}
    </Stack>
  );
}

export function AppsImprovementsPage() {
  const { t } = useTranslation('showcase');
  const reminder = t('improvements.whatsappSample');
  return (
    <ShowcasePage title={t('improvements.title')} subtitle={t('improvements.subtitle')}>
      <ShowcaseSection title={t('improvements.amountTitle')} hint={t('improvements.amountHint')}>
        <Card withBorder radius="md">
          <QuickAmount />
        </Card>
        <WhereItLives to="/apps/cashbook" label={t('improvements.inCashbook')} />
      </ShowcaseSection>
      <ShowcaseSection
        title={t('improvements.markdownTitle')}
        hint={t('improvements.markdownHint')}
      >
        <Card withBorder radius="md">
          <MarkdownNote />
        </Card>
        <WhereItLives to="/apps/notes" label={t('improvements.inNotes')} />
      </ShowcaseSection>
      <ShowcaseSection
        title={t('improvements.whatsappTitle')}
        hint={t('improvements.whatsappHint')}
      >
        <Card withBorder radius="md">
          <WhatsAppMessage
            message={reminder}
            href={`https://wa.me/?text=${encodeURIComponent(reminder)}`}
            openLabel={t('improvements.whatsappOpen')}
          />
        </Card>
        <WhereItLives to="/apps/debtcredit" label={t('improvements.inDebts')} />
      </ShowcaseSection>
      <ShowcaseSection
        title={t('improvements.conflictTitle')}
        hint={t('improvements.conflictHint')}
      >
        <Card withBorder radius="md">
          <Conflict />
        </Card>
      </ShowcaseSection>
      <ShowcaseSection title={t('improvements.blogTitle')} hint={t('improvements.blogHint')}>
        <WhereItLives to="/blog" label={t('improvements.inBlog')} />
      </ShowcaseSection>
    </ShowcasePage>
  );
}
