// The auth feature's public entry: what other features may use of it (docs/architecture.md, Web).
export { useAuth } from './auth-provider.tsx';
