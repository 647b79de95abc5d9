export * from './badges.ts';
export * from './completions.ts';
export * from './enrollments.ts';
export * from './programs.ts';
export * from './users.ts';
