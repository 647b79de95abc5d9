// The comments feature's public entry: what other features may use of it (docs/architecture.md, Web).
export { FeedComments } from './components/feed-comments.tsx';
