// The social feature's public entry: what other features may use of it (docs/architecture.md, Web).
export { useAddConnectionMutation } from './api/add-connection.ts';
export { useConnectionsQuery } from './api/get-connections.ts';
export { REQUEST_SENT } from './components/add-to-circle-button.tsx';
