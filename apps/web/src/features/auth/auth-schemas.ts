/**
 * The server's login and register schemas, loaded by the form on first use (issue 12): Zod is
 * not part of what /login downloads to draw itself.
 */
export { loginBody, registerBody } from '@elan/domain';
