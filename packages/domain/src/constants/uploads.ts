/** Bounds on session photos (issue 15, decision 026). */
export const UPLOAD_LIMITS = {
  /** Bytes of one sent file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Pixels an image may declare (width × height): a 48 MP phone photo passes, a bomb does not. */
  maxInputPixels: 50_000_000,
  /** Photos one member may send in a rolling hour. */
  perHour: 20,
  /** Bytes of stored photos per member. */
  quotaBytes: 500 * 1024 * 1024,
  /** A photo no completion shows is deleted after this long. */
  unattachedTtlMs: 24 * 60 * 60 * 1000,
  /** Images decoded at once, and how many more may wait for their turn. */
  decodeConcurrency: 2,
  decodeMaxWaiting: 8,
  /** Seconds a client is told to wait when decoding is saturated. */
  busyRetryAfterSeconds: 5,
} as const;

/** The server's French errors for photo uploads. */
export const UPLOAD_MESSAGES = {
  tooManyPixels: 'Image trop grande : 50 mégapixels au maximum',
  tooManyParts: 'Formulaire invalide : envoyez une seule photo, dans le champ « photo »',
  hourlyLimit: 'Vous avez envoyé 20 photos dans l’heure : réessayez un peu plus tard',
  quotaFull: 'Votre espace photos est plein (500 Mo) : supprimez des photos pour en ajouter',
  busy: 'Le serveur traite déjà beaucoup de photos : réessayez dans quelques secondes',
  storageUnavailable:
    'Le stockage des photos est momentanément indisponible : réessayez dans quelques instants',
} as const;
