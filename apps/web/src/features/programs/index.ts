// The programs feature's public entry: what other features may use of it (docs/architecture.md, Web).
export { sessionExercisesQueryOptions } from './api/get-session-exercises.ts';
export { sessionsQueryOptions } from './api/get-sessions.ts';
