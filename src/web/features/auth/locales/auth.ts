import type { Messages } from '#web/lib/i18n/messages.ts';

/** Signing in (spec 000 section 3). */
export const en = {
  title: 'Sign in',
  companySignIn: 'Sign in with your company account',
  or: 'or',
  intro: 'Use the email and password your marina gave you.',
  tagline: 'Management System',
  email: 'Email',
  password: 'Password',
  hidePassword: 'Hide password',
  showPassword: 'Show password',
  signingIn: 'Signing in...',
  signIn: 'Sign In',
  failed: 'Sign-in failed. Please try again.',
} as const;

export const es: Messages<typeof en> = {
  title: 'Iniciar sesión',
  companySignIn: 'Entrar con la cuenta de su empresa',
  or: 'o',
  intro: 'Use el correo y la contraseña que le dio su marina.',
  tagline: 'Sistema de gestión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  hidePassword: 'Ocultar contraseña',
  showPassword: 'Mostrar contraseña',
  signingIn: 'Entrando...',
  signIn: 'Entrar',
  failed: 'No se pudo iniciar sesión. Vuelva a intentarlo.',
};
