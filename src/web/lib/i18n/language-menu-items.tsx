import { Check } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { DropdownMenuLabel } from '#web/components/ui/dropdown-menu.tsx';
import { cn } from '#web/lib/cn.ts';
import { changeLanguage } from './i18n.ts';
import { LANGUAGE_NAMES, type Language, menuLanguages } from './languages.ts';

/** 'Language' in the user menu: English / Español, remembered on this device (decision 0043). */
export function LanguageMenuItems() {
  const { t, i18n } = useTranslation();
  const languages = menuLanguages();
  if (languages.length < 2) return null;
  return (
    <>
      <DropdownMenuLabel>{t('language')}</DropdownMenuLabel>
      <MenuPrimitive.RadioGroup
        value={i18n.language}
        onValueChange={(value) => {
          const next = languages.find((language) => language === value);
          if (next) void changeLanguage(next);
        }}
        className="grid grid-cols-2 gap-1 px-1 pb-1"
      >
        {languages.map((language: Language) => (
          <MenuPrimitive.RadioItem
            key={language}
            value={language}
            lang={language}
            className={cn(
              'relative flex min-h-11 cursor-pointer select-none items-center justify-center rounded-lg px-1 py-1.5 text-sm outline-none',
              'data-highlighted:bg-muted data-[state=checked]:bg-primary-soft data-[state=checked]:font-semibold data-[state=checked]:text-primary-soft-foreground',
            )}
          >
            {LANGUAGE_NAMES[language]}
            <MenuPrimitive.ItemIndicator className="absolute top-1 right-1">
              <Check className="size-3.5" aria-hidden="true" />
            </MenuPrimitive.ItemIndicator>
          </MenuPrimitive.RadioItem>
        ))}
      </MenuPrimitive.RadioGroup>
    </>
  );
}
