// The completions feature's public entry: what other features may use of it (docs/architecture.md, Web).
export { createCompletion } from './api/create-completion.ts';
