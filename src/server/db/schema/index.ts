export * from './account.ts';
export * from './activities.ts';
export * from './checklists.ts';
export * from './issues.ts';
export * from './locations.ts';
export * from './meters.ts';
export * from './shifts.ts';
export * from './tenancy.ts';
