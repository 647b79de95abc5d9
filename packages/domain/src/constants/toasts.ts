/** Spec §9: toast placement, shape and timing, and §8's success texts. */
export const TOAST_COLORS = {
  success: '#2BB673',
  error: '#FF4D3A',
  warning: '#FFCA55',
  info: '#2D7FF9',
  loading: '#3A3A3E',
} as const;

export const TOAST_DURATIONS_MS = {
  success: 4000,
  error: 5000,
  warning: 4000,
  info: 4000,
} as const;

export const TOAST_STYLE = {
  padding: '16px',
  borderRadius: '12px',
  fontSize: '14px',
  fontWeight: 500,
} as const;

export const TOAST_TEXTS = {
  loginSuccess: 'Connexion réussie ! Bienvenue 👋',
  registerSuccess: 'Compte créé ! Bienvenue chez Élan 🎉',
  logout: 'À bientôt ! 👋',
  profileUpdated: 'Profil mis à jour ✅',
  passwordChanged: 'Mot de passe modifié ✅',
  accountDeleted: 'Ton compte et toutes tes données ont été supprimés. À bientôt peut-être 👋',
  programCreated: 'Programme créé ! On y va ? 💪',
  /** Issue 30: the editor's save, a deletion and a copy. */
  programSaved: 'Programme enregistré ✅',
  programDeleted: 'Programme supprimé',
  programCopied: 'Programme copié : il est à toi ✏️',
  enrolled: 'Inscription réussie ! 🎉',
  unenrolled: 'Désinscription effectuée',
  orderReset: 'Ordre réinitialisé',
  photoAdded: 'Photo ajoutée ! 📸',
  planSaved: 'Planning enregistré',
  circuitCompleted: 'Circuit terminé ! Retour au mode linéaire 💪',
  weeklyGoalSaved: 'Objectif hebdomadaire enregistré 🎯',
  loadOverrideApplied: 'Charge appliquée à la prochaine séance',
} as const;

export const USE_AUTH_OUTSIDE_PROVIDER = "useAuth doit être utilisé à l'intérieur d'un AuthProvider";
