import type { Messages } from '#web/lib/i18n/messages.ts';

/** The account screens (spec 001 section 8): the set-password page and Change Password. */
export const en = {
  setPassword: {
    title: 'Set your password',
    intro: 'Choose a password for your Dockwatch account: 8 to 128 characters. Then sign in with it.',
    signedInAs: 'You are signed in as {{email}}. This link sets the password of the account it was made for.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    saving: 'Saving...',
    submit: 'Set Password',
    backToSignIn: 'Back to sign in',
    failed: 'Failed to set password. Please try again.',
    done: 'Password set',
    doneDetail: 'Sign in with your new password.',
    doneOtherUser:
      'The password of {{email}} is set. You are signed in as {{signedInAs}}: sign out, then sign in with the new password.',
    signOut: 'Sign Out',
    goToDashboard: 'Go to Dashboard',
    incompleteTitle: 'Link incomplete',
    incompleteText: 'This link is incomplete. Ask your administrator for a new one.',
    goToSignIn: 'Go to Sign In',
  },
  changePassword: {
    saving: 'Saving...',
    title: 'Change Password',
    description: 'At least 8 characters. Your other devices will be signed out.',
    submit: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    done: 'Password changed',
    doneDetail: 'Your other devices have been signed out.',
    failed: 'Failed to change password. Please try again.',
    /** Names the field a server message continues ('… is not your current password'). */
    currentPasswordLabel: 'The password you entered',
    newPasswordLabel: 'The new password',
  },
  /**
   * The messages of the shared password schemas, word for word ({{n}}: a number in the message).
   * English shows the schema's own message; another language finds it here by its text.
   */
  validation: {
    passwordRequired: 'Password is required',
    tooShort: 'must be at least {{min}} characters',
    tooLong: 'must be at most {{max}} characters',
    currentRequired: 'Current password is required',
    passwordsDiffer: 'Passwords do not match',
    confirmTooLong: 'Too big: expected string to have <={{max}} characters',
    other: 'is not valid',
  },
} as const;

export const es: Messages<typeof en> = {
  setPassword: {
    title: 'Establezca su contraseña',
    intro:
      'Elija una contraseña para su cuenta de Dockwatch: de 8 a 128 caracteres. Después inicie sesión con ella.',
    signedInAs:
      'Ha iniciado sesión como {{email}}. Este enlace establece la contraseña de la cuenta para la que se creó.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    saving: 'Guardando...',
    submit: 'Establecer contraseña',
    backToSignIn: 'Volver a iniciar sesión',
    failed: 'No se pudo establecer la contraseña. Vuelva a intentarlo.',
    done: 'Contraseña establecida',
    doneDetail: 'Inicie sesión con su nueva contraseña.',
    doneOtherUser:
      'La contraseña de {{email}} está establecida. Ha iniciado sesión como {{signedInAs}}: cierre sesión y vuelva a iniciarla con la nueva contraseña.',
    signOut: 'Cerrar sesión',
    goToDashboard: 'Ir al panel',
    incompleteTitle: 'Enlace incompleto',
    incompleteText: 'Este enlace está incompleto. Pida uno nuevo a su administrador.',
    goToSignIn: 'Ir a iniciar sesión',
  },
  changePassword: {
    saving: 'Guardando...',
    title: 'Cambiar contraseña',
    description: 'Al menos 8 caracteres. Se cerrará la sesión en sus otros dispositivos.',
    submit: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    done: 'Contraseña cambiada',
    doneDetail: 'Se ha cerrado la sesión en sus otros dispositivos.',
    failed: 'No se pudo cambiar la contraseña. Vuelva a intentarlo.',
    currentPasswordLabel: 'La contraseña introducida',
    newPasswordLabel: 'La nueva contraseña',
  },
  validation: {
    passwordRequired: 'La contraseña es obligatoria',
    tooShort: 'Debe tener al menos {{min}} caracteres',
    tooLong: 'Debe tener como máximo {{max}} caracteres',
    currentRequired: 'La contraseña actual es obligatoria',
    passwordsDiffer: 'Las contraseñas no coinciden',
    confirmTooLong: 'Debe tener como máximo {{max}} caracteres',
    other: 'No es válido',
  },
};
