import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const auth: Catalogue['auth'] = {
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
