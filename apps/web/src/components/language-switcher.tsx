import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isUiLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n';

/**
 * Two languages: two pressed/unpressed buttons are clearer than a menu and work with one thumb
 * (and cost less to download than a segmented control, which matters on the first page).
 */
export function LanguageSwitcher({
  size = 'xs',
  onChange,
}: {
  size?: 'xs' | 'sm';
  /** Called after any press, the current language included (it still records the choice). */
  onChange?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const current = isUiLanguage(i18n.language) ? i18n.language : 'id';
  return (
    <fieldset
      aria-label={t('language.label')}
      style={{ display: 'flex', border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Button.Group>
        {SUPPORTED_LANGUAGES.map((language) => {
          const active = language === current;
          return (
            <Button
              key={language}
              size={size}
              px={10}
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              title={t(`language.${language}`)}
              lang={language}
              data-language={language}
              onClick={() => {
                // Pressing the current language still saves it as the user's choice.
                void changeLanguage(language).then(onChange);
              }}
            >
              {language.toUpperCase()}
            </Button>
          );
        })}
      </Button.Group>
    </fieldset>
  );
}
