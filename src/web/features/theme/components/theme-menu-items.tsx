import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf } from '#core/common/one-of.ts';
import { DropdownMenuLabel } from '#web/components/ui/dropdown-menu.tsx';
import { cn } from '#web/lib/cn.ts';
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
          <MenuPrimitive.RadioItem
            key={value}
            value={value}
            onSelect={(event) => event.preventDefault()}
            className={cn(
              'relative flex min-h-11 cursor-pointer select-none flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-sm outline-none',
              'data-highlighted:bg-muted data-[state=checked]:bg-primary-soft data-[state=checked]:font-semibold data-[state=checked]:text-primary-soft-foreground',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {t(`theme.${value}`)}
            <MenuPrimitive.ItemIndicator className="absolute top-1 right-1">
              <Check className="size-3.5" aria-hidden="true" />
            </MenuPrimitive.ItemIndicator>
          </MenuPrimitive.RadioItem>
        ))}
      </MenuPrimitive.RadioGroup>
    </>
  );
}
