/**
 * The browser tests' admin (issue 32): the shared server lists this e-mail in ADMIN_EMAILS
 * (global-setup.ts), so whoever registers it is admin; `adminViaApi` (fixtures.ts) signs it in.
 */
export const E2E_ADMIN_EMAIL = 'admin.e2e@exemple.fr';
