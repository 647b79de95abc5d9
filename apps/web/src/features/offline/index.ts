// The offline feature's public entry: what other features may use of it (docs/architecture.md, Web).
export { useQueuedCompletion } from './use-queued-completion.ts';
