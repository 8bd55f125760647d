import type { ComponentProps } from 'react';
import { Input } from '#web/components/ui/input.tsx';

/** An e-mail box: the e-mail keyboard, no capital first letter, no spelling marks. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
