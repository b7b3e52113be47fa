import { Alert, Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconSend } from '../../components/icons';
import { useStaticPage } from '../../lib/static-page';
import { ContactSuccess } from './contact-success';
import type { ContactValues } from './contact-validation';
import { HoneypotField } from './honeypot-field';
import { ERROR_TEXT } from './text-colors';
import { type ContactProblem, useContactForm } from './use-contact-form';

const ERROR_PROPS = { c: ERROR_TEXT };

const PROBLEM_TEXT: Record<ContactProblem, { title: string; text: string }> = {
  rateLimited: { title: 'contact.errors.rateLimitedTitle', text: 'contact.errors.rateLimited' },
  checkFields: { title: 'contact.errors.genericTitle', text: 'contact.errors.checkFields' },
  generic: { title: 'contact.errors.genericTitle', text: 'contact.errors.generic' },
};

/**
 * Name, email, optional subject and message, checked here and by the API. On the server-rendered
 * page the fields take typing at once and the button waits for the page's script
 * (public-runtime/contact-island.tsx), which puts this form in its place with what was typed.
 */
export function ContactForm({ initial }: { initial?: Partial<ContactValues> }) {
  const { t } = useTranslation('public');
  const onServer = useStaticPage();
  const form = useContactForm(initial);
  const { values, errors, problem, sending } = form;

  if (form.sentTo !== null) return <ContactSuccess email={form.sentTo} onAgain={form.reset} />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form ref={form.formRef} onSubmit={form.submit} noValidate aria-busy={sending}>
        <Stack gap="md">
          {problem ? (
            <Alert
              role="alert"
              color={problem === 'rateLimited' ? 'orange' : 'red'}
              title={t(PROBLEM_TEXT[problem].title)}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              icon={<IconAlertTriangle size={20} aria-hidden />}
            >
              {t(PROBLEM_TEXT[problem].text)}
            </Alert>
          ) : null}
          <TextInput
            name="name"
            label={t('contact.fields.name')}
            placeholder={t('contact.fields.namePlaceholder')}
            autoComplete="name"
            required
            value={values.name}
            errorProps={ERROR_PROPS}
            error={errors.name}
            onChange={(event) => form.setValue('name', event.currentTarget.value)}
          />
          <TextInput
            name="email"
            type="email"
            label={t('contact.fields.email')}
            placeholder={t('contact.fields.emailPlaceholder')}
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            errorProps={ERROR_PROPS}
            error={errors.email}
            onChange={(event) => form.setValue('email', event.currentTarget.value)}
          />
          <TextInput
            name="subject"
            label={t('contact.fields.subject')}
            description={t('contact.fields.subjectHint')}
            placeholder={t('contact.fields.subjectPlaceholder')}
            value={values.subject}
            errorProps={ERROR_PROPS}
            error={errors.subject}
            onChange={(event) => form.setValue('subject', event.currentTarget.value)}
          />
          <Textarea
            name="message"
            label={t('contact.fields.message')}
            placeholder={t('contact.fields.messagePlaceholder')}
            required
            autosize
            minRows={5}
            maxRows={12}
            value={values.message}
            errorProps={ERROR_PROPS}
            error={errors.message}
            onChange={(event) => form.setValue('message', event.currentTarget.value)}
          />
          <HoneypotField
            value={values.website}
            onChange={(value) => form.setValue('website', value)}
          />
          <Button
            type="submit"
            size="md"
            loading={sending}
            disabled={onServer}
            leftSection={<IconSend size={18} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {sending ? t('contact.sending') : t('contact.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
