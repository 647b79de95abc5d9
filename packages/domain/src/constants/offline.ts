/** Spec §2 mobile menu and §8 « Install » texts, character for character. */
export const INSTALL_TEXTS = {
  install: "Installer l'application",
  installed: 'Application installée',
  success: 'Application installée avec succès !',
  cancelled: 'Installation annulée',
  error: "Erreur lors de l'installation",
} as const;

/** Issue 12: the offline banner, the waiting completions and the new version prompt. */
export const OFFLINE_TEXTS = {
  banner: 'Hors ligne',
  bannerDetail:
    'Tes séances en cache restent disponibles ; ce que tu termines sera envoyé au retour du réseau.',
  pendingSync: 'en attente de synchronisation',
  queuedOnSummary: 'Séance gardée sur cet appareil, en attente de synchronisation',
  pendingTitle: 'Séances à envoyer',
  rejected: 'Refusée par le serveur',
  /** « Comment faire ? » when its read failed (offline): the player runs on without it. */
  howToUnavailable: 'Instructions indisponibles pour l’instant (pas de réseau ?).',
  updateAvailable: 'Nouvelle version disponible',
  reload: 'Recharger',
} as const;
