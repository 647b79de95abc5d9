/** Administration (issue 32): bounds of the admin lists and their French messages. */
export const ADMIN_LIMITS = {
  /** Members or journal entries per page. */
  defaultLimit: 20,
  maxLimit: 100,
  /** Deep pages cost a scan: past this, refine the search. */
  maxOffset: 10_000,
  /** A search longer than this cannot be a name or an e-mail. */
  maxQueryLength: 100,
} as const;

export const ADMIN_ACTIONS = [
  'role.change',
  'user.deactivate',
  'user.reactivate',
  'program.hide',
  'program.show',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_MESSAGES = {
  limitRange: `La limite doit être comprise entre 1 et ${ADMIN_LIMITS.maxLimit}`,
  offsetRange: `Le décalage doit être compris entre 0 et ${ADMIN_LIMITS.maxOffset}`,
  queryTooLong: `La recherche ne doit pas dépasser ${ADMIN_LIMITS.maxQueryLength} caractères`,
  roleInvalid: 'Rôle invalide (user, coach ou admin)',
  isHiddenRequired: 'Indiquez si le programme est masqué (is_hidden : true ou false)',
  lastAdmin: 'Impossible : il doit rester au moins un administrateur',
  selfDeactivation: 'Vous ne pouvez pas désactiver votre propre compte',
  accountDeactivated: 'Ce compte est désactivé',
  systemAccount: 'Ce compte ne peut pas être modifié',
} as const;

/** The journal's wording of each action (web). */
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  'role.change': 'Rôle modifié',
  'user.deactivate': 'Compte désactivé',
  'user.reactivate': 'Compte réactivé',
  'program.hide': 'Programme masqué',
  'program.show': 'Programme affiché',
};
