export * from './badges.ts';
export * from './body.ts';
export * from './completions.ts';
export * from './enrollments.ts';
export * from './notifications.ts';
export * from './programs.ts';
export * from './social.ts';
export * from './users.ts';
