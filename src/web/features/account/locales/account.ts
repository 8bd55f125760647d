/** The account screens (spec 001 section 8): the set-password page and Change Password. */
export const account = {
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
