/** The meter screens (spec 000, meter reads); converted so far: the reading suggested from the photo. */
export const meters = {
  suggestion: {
    label: 'Suggested reading:',
    use: 'Use',
    useValue: 'Use {{value}}',
  },
} as const;
