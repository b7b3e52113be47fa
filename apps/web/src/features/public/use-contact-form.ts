/** State and submission of the contact form: validate, send, and sort out what went wrong. */
import { AppError } from '@usaha/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContactMessage } from '../../api/contact.api';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  checkContactValues,
  serverFieldErrors,
} from './contact-validation';

export type ContactProblem = 'rateLimited' | 'checkFields' | 'generic';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };

function focusFirstError(form: HTMLFormElement | null, errors: ContactErrors): void {
  const first = (['name', 'email', 'subject', 'message'] as const).find((field) => errors[field]);
  if (!form || !first) return;
  const input = form.elements.namedItem(first);
  if (input instanceof HTMLElement) input.focus();
}

/** `initial`: what the visitor typed into the server-rendered form before the script came. */
export function useContactForm(initial?: Partial<ContactValues>) {
  const { t } = useTranslation('public');
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY, ...initial }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  function setValue(field: ContactField | 'website', value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    const check = checkContactValues(t, values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(formRef.current, check.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      await sendContactMessage(check.body, controller.signal);
      setSentTo(check.body.email);
      setValues(EMPTY);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        setProblem('rateLimited');
        return;
      }
      const fields = error instanceof AppError ? serverFieldErrors(error.errors) : {};
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setProblem('checkFields');
        focusFirstError(formRef.current, fields);
      } else {
        setProblem('generic');
      }
    } finally {
      if (!controller.signal.aborted) setSending(false);
    }
  }

  function reset(): void {
    setSentTo(null);
    setProblem(null);
    setErrors({});
  }

  return { values, errors, problem, sending, sentTo, formRef, setValue, submit, reset };
}
