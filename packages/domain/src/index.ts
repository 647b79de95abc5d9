import './zod-locale.ts';

export * from './api/envelope.ts';
export * from './api/primitives.ts';
export * from './constants/app.ts';
export * from './constants/labels.ts';
export * from './constants/limits.ts';
export * from './constants/messages.ts';
export * from './constants/toasts.ts';
export * from './rules/agenda.ts';
export * from './rules/format.ts';
export * from './rules/time.ts';
export * from './schemas/auth.ts';
export * from './schemas/completions.ts';
export * from './schemas/enrollments.ts';
export * from './schemas/programs.ts';
export * from './schemas/schedule.ts';
export * from './schemas/users.ts';
