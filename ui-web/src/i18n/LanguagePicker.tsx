import { useTranslation } from 'react-i18next';
import { supportedLanguages, switchLanguage, type Language } from './index.js';

/** Stores the language as I18N_LANGUAGE and reloads the page. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const names: Record<Language, string> = { en: t('common.english'), tr: t('common.turkish') };
  return (
    <label className={`language-picker${compact ? ' compact' : ''}`}>
      <span className={compact ? 'visually-hidden' : 'language-label'}>{t('common.language')}</span>
      <select
        aria-label={t('common.language')}
        value={i18n.language}
        onChange={(event) => switchLanguage(event.target.value as Language)}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language}>
            {names[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
