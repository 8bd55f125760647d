import { Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf } from '#core/common/one-of.ts';
import { DropdownMenuLabel } from '#web/components/ui/dropdown-menu.tsx';
import { MenuChoice } from '#web/components/ui/menu-choice.tsx';
import { saveTheme, storedTheme, THEMES, type Theme } from '../lib/theme.ts';

const OPTIONS: { value: Theme; icon: typeof Sun }[] = [
  { value: 'system', icon: Monitor },
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
];

/** 'Theme' in the user menu: System / Light / Dark, remembered on this device. */
export function ThemeMenuItems() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const { t } = useTranslation('shell');
  return (
    <>
      <DropdownMenuLabel>{t('theme.title')}</DropdownMenuLabel>
      <MenuPrimitive.RadioGroup
        value={theme}
        onValueChange={(value) => {
          const next = oneOf(THEMES, value);
          if (!next) return;
          saveTheme(next);
          setTheme(next);
        }}
        className="grid grid-cols-3 gap-1 px-1 pb-1"
      >
        {OPTIONS.map(({ value, icon: Icon }) => (
          <MenuChoice
            key={value}
            value={value}
            onSelect={(event) => event.preventDefault()}
            className="flex-col gap-0.5"
          >
            <Icon className="size-5" aria-hidden="true" />
            {t(`theme.${value}`)}
          </MenuChoice>
        ))}
      </MenuPrimitive.RadioGroup>
    </>
  );
}
