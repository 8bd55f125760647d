/** The signed-out landing page at / (spec 000 section 1). */
export const landing = {
  tagline: 'Patrols, check-ins and meter readings for marina security teams.',
  features: {
    checkIns: 'QR code patrol check-ins',
    activity: 'Activity tracking and reporting',
    checklists: 'Marina-specific checklists',
  },
  signIn: 'Sign In to Continue',
  footer: 'Management System',
} as const;
