// The player's public entry: what other features may use of it (docs/architecture.md, Web).
export { useExerciseQuery } from './api/get-exercise.ts';
export { lastSetsQueryOptions } from './api/get-last-sets.ts';
export { sessionQueryOptions } from './api/get-session.ts';
export { sessionTargetsQueryOptions } from './api/get-targets.ts';
export { useExerciseSearchQuery } from './api/search-exercises.ts';
export { HowToButton } from './components/how-to-button.tsx';
export { Instructions } from './components/how-to-dialog.tsx';
