import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

type HoneypotFieldProps = {
  value: string;
  onChange: (value: string) => void;
};

// Off-screen rather than display:none, which some bots detect and skip.
const hidden: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/** The `website` trap: invisible and unreachable for people, filled in by form-spamming bots. */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const { t } = useTranslation('public');
  return (
    <div aria-hidden="true" style={hidden}>
      <label htmlFor="contact-website">{t('contact.fields.website')}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
