/** Every French sentence the server sends and the client shows, written once. */
export const MESSAGES = {
  genericError: 'Une erreur est survenue',
  invalidRequest: 'Requête invalide',
  notFound: 'Ressource introuvable',
  payloadTooLarge: 'Requête trop volumineuse',
  urlTooLong: 'Adresse de la requête trop longue',
  headersTooLarge: 'En-têtes de la requête trop volumineux',
  requestTimeout: 'La requête a pris trop de temps : réessayez',
  unauthorized: 'Authentification requise',
  invalidToken: 'Session expirée, veuillez vous reconnecter',
  forbidden: 'Action non autorisée',
  tooManyAttempts: 'Trop de tentatives, réessayez dans quelques minutes',
  tooManyRequests: 'Trop de requêtes, réessayez dans quelques instants',
  invalidCredentials: 'Email ou mot de passe incorrect',
  emailTaken: 'Cet email est déjà utilisé',
  emailRequired: "L'email est obligatoire",
  emailInvalid: 'Adresse email invalide',
  passwordRequired: 'Le mot de passe est obligatoire',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  passwordTooCommon: 'Ce mot de passe est trop courant',
  currentPasswordRequired: 'Le mot de passe actuel est obligatoire',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  passwordUnchanged: "Le nouveau mot de passe doit être différent de l'actuel",
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  nameTooLong: 'Le nom ne doit pas dépasser 80 caractères',
  firstNameTooLong: 'Le prénom ne doit pas dépasser 80 caractères',
  userNotFound: 'Utilisateur introuvable',
  invalidId: 'Identifiant invalide',
  // Programmes (spec §5)
  titleRequired: 'Le titre est obligatoire',
  exerciseRequired: 'Ajoutez au moins un exercice',
  exerciseDuplicate: 'Cet exercice est déjà ajouté',
  programNotFound: 'Programme non trouvé',
  sessionNotFound: 'Session non trouvée',
  exerciseNotFound: 'Exercice non trouvé',
  enrollmentNotFound: 'Inscription introuvable',
  alreadyEnrolled: 'Vous êtes déjà inscrit à ce programme',
  enrollmentNotFinished: 'Terminez chaque séance du programme avant de le marquer comme terminé',
  durationWeeksRange: 'La durée doit être comprise entre 1 et 52 semaines',
  setsRange: 'Le nombre de séries doit être compris entre 1 et 10',
  repsRange: 'Le nombre de répétitions doit être compris entre 1 et 100',
  restRange: 'Le repos doit être compris entre 0 et 300 secondes',
  restStep: 'Le repos doit être un multiple de 15 secondes',
  levelInvalid: 'Niveau invalide (débutant, intermédiaire ou avancé)',
  statusInvalid: 'Statut invalide',
  sessionsPerWeekRange: 'Le nombre de séances par semaine doit être compris entre 1 et 7',
  timeInvalid: 'Heure invalide (format HH:MM)',
  timeSlotOrder: "L'heure de début doit précéder l'heure de fin",
  timeSlotIncomplete: 'Indiquez une heure de début et une heure de fin',
  targetDurationRange: 'La durée cible doit être comprise entre 5 et 300 minutes',
  trainingDaysInvalid: "Jours d'entraînement invalides",
  feelingInvalid: 'Ressenti invalide',
  durationMinutesRange: 'La durée doit être comprise entre 1 et 600 minutes',
  notesTooLong: 'Les notes ne doivent pas dépasser 2000 caractères',
  setRepsRange: 'Le nombre de répétitions doit être compris entre 0 et 1000',
  weightRange: 'La charge doit être comprise entre 0 et 500 kg',
  setDuplicate: 'Une série est enregistrée deux fois',
  completionNotFound: 'Séance introuvable',
  photoInvalid: 'Photo invalide',
  photoFormat: "Format d'image non supporté",
  photoTooLarge: 'Photo trop volumineuse (10 Mo maximum)',
  photoMissing: 'Aucune photo reçue',
  photoLinkInvalid: 'Lien de photo invalide',
  photoLinkExpired: 'Ce lien de photo a expiré, rechargez la page',
  idempotencyKeyInvalid: "Clé d'idempotence invalide",
  badgeNotFound: 'Badge introuvable',
  badgeLocked: 'Badge non débloqué',
  goalTypeInvalid: "Type d'objectif invalide (séances ou minutes)",
  goalTargetInvalid: 'Objectif invalide',
  dateInvalid: 'Date invalide (format AAAA-MM-JJ)',
  dateInFuture: 'La date ne peut pas être dans le futur',
  sinceInvalid: 'Début de période invalide (date et heure ISO 8601, ex. 2026-11-20T00:00:00+01:00)',
  circuitMinimum: 'Sélectionnez au moins 2 exercices pour un circuit',
  photoUploadFailed: "Erreur lors de l'upload de la photo",
  sessionProgramMismatch: "Cette session n'appartient pas à ce programme",
  programSessionPair: 'Indiquez le programme et sa séance, ou aucun des deux pour une séance libre',
  sessionTitleLength: 'Le nom de la séance doit faire entre 1 et 100 caractères',
  setTypeInvalid: 'Type de série invalide (échauffement, normale, dégressive ou échec)',
  rpeInvalid: 'Le RPE doit être compris entre 6 et 10, par pas de 0,5',
  barInvalid: 'Barre invalide (20, 15 ou 10 kg)',
  platesInvalid: 'Choisissez au moins un disque parmi 25, 20, 15, 10, 5, 2,5 et 1,25 kg',
  muscleGroupInvalid: 'Groupe musculaire invalide',
  exerciseNameRequired: "Le nom de l'exercice est requis",
  exerciseTypeInvalid: "Type d'exercice invalide",
  importUnknownFormat: 'Format de fichier non reconnu',
  importFileMissing: 'Choisissez un fichier CSV exporté de Strong ou de Hevy',
  importTooLarge: 'Le fichier dépasse 10 Mo',
  importNotCsv: 'Le fichier doit être un CSV (texte)',
  importEmpty: 'Le fichier ne contient aucune séance',
  importNotFound: 'Import non trouvé ou expiré',
  setDurationRange: 'La durée de la série doit être comprise entre 0 et 3600 secondes',
  // Heart rate and calories (issue 33)
  heartRateRange: 'La fréquence cardiaque doit être comprise entre 30 et 240 bpm',
  heartRateSamplesTooMany: 'Pas plus de 7200 mesures de fréquence cardiaque par séance',
  heartRateSampleInvalid: 'Chaque mesure de fréquence cardiaque est une paire [seconde, bpm]',
  heartRateSamplesOrder: 'Les mesures de fréquence cardiaque doivent se suivre dans le temps',
  heartRateSamplesBeyondDuration: 'Des mesures de fréquence cardiaque dépassent la durée de la séance',
  heartRateSummaryMismatch:
    'La fréquence cardiaque moyenne ou maximale ne correspond pas aux mesures envoyées',
  heartRateMaxBelowAverage: 'La fréquence cardiaque maximale ne peut pas être inférieure à la moyenne',
  caloriesRange: 'Les calories doivent être comprises entre 0 et 20 000 kcal',
  maxHeartRateRange: 'La fréquence cardiaque max doit être comprise entre 100 et 240 bpm',
  passwordWrong: 'Mot de passe incorrect',
  accountFileMissing: 'Choisissez le fichier ZIP de vos données Élan',
  accountFileNotElan: "Ce fichier n'est pas un export de données Élan",
  accountFileVersion: "Cette version d'export Élan n'est pas prise en charge",
  accountFileCorrupt: 'Archive ZIP illisible ou corrompue',
  accountFileTooLarge:
    'Archive trop volumineuse (500 Mo au plus, 1 Go une fois décompressée, 20 000 fichiers)',
  accountPhotoMissing: 'Photo absente de l’archive : séance importée sans sa photo',
  accountEnrollmentReopened:
    'Programme marqué terminé sans toutes ses séances faites : remis en cours comme l’exige la règle',
  accountGoalNotReached:
    'Objectif marqué atteint sans que les mesures l’atteignent : importé comme abandonné, sans points',
  accountImportsPerHour: 'Vous avez importé 3 archives dans l’heure : réessayez un peu plus tard',
  // Programme editor and progression (issues 30–31, docs/CONTRACT.md « Programme editor », « Progression »)
  repsMaxBelowMin: 'Le maximum de répétitions doit être supérieur ou égal au minimum',
  supersetSplit: "Les exercices d'un superset doivent se suivre",
  supersetGroupInvalid: 'Groupe de superset invalide',
  targetWeightRange: 'La charge cible doit être comprise entre 0 et 500 kg',
  targetRpeRange: 'Le RPE cible doit être compris entre 6 et 10, par demi-points',
  exerciseNotesTooLong: 'La note ne doit pas dépasser 500 caractères',
  sessionNotesTooLong: 'Les notes de la séance ne doivent pas dépasser 2000 caractères',
  dayOfWeekRange: 'Le jour doit être compris entre 1 (lundi) et 7 (dimanche)',
  durationSecondsRange: 'La durée doit être comprise entre 1 et 3600 secondes',
  sessionsPerProgramMax: 'Un programme compte au plus 14 séances',
  sessionsPerProgramMin: 'Un programme compte au moins une séance',
  exercisesPerSessionMax: 'Une séance compte au plus 20 exercices',
  progressionInvalid: 'Progression invalide (aucune, double, linéaire ou % du 1RM)',
  incrementRange: "L'incrément doit être compris entre 0,5 et 20 kg",
  percentRange: 'Le pourcentage doit être compris entre 40 et 100',
  deloadEveryRange: 'La décharge doit revenir toutes les 3 à 12 semaines',
  progressionOnTimed: "Une progression de charge ne s'applique pas à un exercice chronométré",
  sessionNotInProgram: "Cette séance n'appartient pas à ce programme",
  sessionExerciseNotInSession: "Cet exercice n'appartient pas à cette séance",
  // Calendar link (issue 33): an unknown, revoked or malformed address all answer this, alike
  calendarNotFound: 'Agenda introuvable',
  // Faults (issue 16, decision 030): what a client sees while Élan or its database is in trouble
  serviceUnavailable: 'Service momentanément indisponible',
  serverBusy: 'Serveur très sollicité, réessayez dans quelques instants',
  queryTimeout: 'La requête a pris trop de temps, réessayez dans quelques instants',
  migrationsPending: 'Mise à jour de la base de données en cours, réessayez dans quelques instants',
  storageFull: 'Espace de stockage insuffisant, réessayez plus tard',
} as const;

/** Issue 14: a CSV row dated after today, by its line in the file (the header is line 1). */
export function importFutureDateLine(line: number): string {
  return `Ligne ${line} : ${MESSAGES.dateInFuture.charAt(0).toLowerCase()}${MESSAGES.dateInFuture.slice(1)}`;
}

/** A file of an account archive past its size once inflated (decision 057). */
export function accountFileEntryTooLarge(name: string, bytes: number): string {
  const size = bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} Mo` : `${bytes / 1024} Ko`;
  return `Archive refusée : ${name} dépasse ${size} une fois décompressé`;
}

/** A photo of an account archive that an upload's rules refuse: the completion comes without it. */
export function accountPhotoSetAside(reason: string): string {
  return `Photo non reprise : ${reason}`;
}

/** A file of an account archive with more rows than an export can hold (decision 057). */
export function accountFileTooManyRows(name: string, rows: number): string {
  return `Archive refusée : ${name} contient plus de ${rows.toLocaleString('fr-FR')} lignes`;
}

/** Issue 14: a CSV row Élan cannot read, by its line in the file (the header is line 1). */
export function importUnreadableLine(line: number): string {
  return `${MESSAGES.importUnknownFormat} : ligne ${line} illisible`;
}
