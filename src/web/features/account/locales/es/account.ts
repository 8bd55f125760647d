import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const account: Catalogue['account'] = {
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
