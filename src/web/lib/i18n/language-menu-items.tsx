import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DropdownMenuLabel } from '#web/components/ui/dropdown-menu.tsx';
import { MenuChoice } from '#web/components/ui/menu-choice.tsx';
import { changeLanguage } from './i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES } from './languages.ts';

/** 'Language' in the user menu: English / Español, remembered on this device (decision 0043). */
export function LanguageMenuItems() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <DropdownMenuLabel>{t('language')}</DropdownMenuLabel>
      <MenuPrimitive.RadioGroup
        value={i18n.language}
        onValueChange={(value) => {
          const next = LANGUAGES.find((language) => language === value);
          if (next) void changeLanguage(next);
        }}
        className="grid grid-cols-2 gap-1 px-1 pb-1"
      >
        {LANGUAGES.map((language) => (
          <MenuChoice key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuChoice>
        ))}
      </MenuPrimitive.RadioGroup>
    </>
  );
}
