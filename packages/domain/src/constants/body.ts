/** Spec §5 body-composition texts and the bounds decided in docs/decisions/015. */
export const BODY_MESSAGES = {
  weightHeightRequired: 'Le poids et la taille sont requis',
  weightRange: 'Le poids doit être entre 20 et 300 kg',
  heightRange: 'La taille doit être entre 100 et 250 cm',
  bodyFatRange: 'Le taux de masse grasse doit être entre 0 et 100 %',
  leanMassRange: 'Le taux de masse maigre doit être entre 0 et 100 %',
  muscleMassRange: 'La masse musculaire doit être entre 1 et 200 kg',
  waistRange: 'Le tour de taille doit être entre 30 et 250 cm',
  chestRange: 'Le tour de poitrine doit être entre 40 et 250 cm',
  hipsRange: 'Le tour de hanches doit être entre 40 et 250 cm',
  armsRange: 'Le tour de bras doit être entre 10 et 100 cm',
  thighsRange: 'Le tour de cuisse doit être entre 20 et 150 cm',
  targetDateRequired: 'Veuillez définir une date cible',
  numericTargetRequired: 'Veuillez définir au moins un objectif chiffré',
  targetBeforeStart: 'La date cible ne peut pas précéder la date de début',
  startInFuture: 'La date de début ne peut pas être dans le futur',
  goalTypeInvalid: "Type d'objectif invalide",
  descriptionTooLong: 'La description ne doit pas dépasser 500 caractères',
  daysInvalid: 'La période doit être de 30 ou 90 jours',
  measurementNotFound: 'Mesure introuvable',
  goalNotFound: 'Objectif introuvable',
  goalAlreadyActive: 'Un objectif est déjà en cours',
  goalNotActive: "Cet objectif n'est plus en cours",
  goalNotReached: "L'objectif n'est pas encore atteint",
  noMeasurement: 'Aucune mesure enregistrée',
} as const;

/** Spec §5 and §9 bounds; circumferences and muscle mass are ours (decision 015). */
export const BODY_LIMITS = {
  weightKg: { min: 20, max: 300 },
  heightCm: { min: 100, max: 250 },
  percent: { min: 0, max: 100 },
  muscleMassKg: { min: 1, max: 200 },
  waistCm: { min: 30, max: 250 },
  chestCm: { min: 40, max: 250 },
  hipsCm: { min: 40, max: 250 },
  armsCm: { min: 10, max: 100 },
  thighsCm: { min: 20, max: 150 },
  trendDays: [30, 90],
  defaultTrendDays: 90,
  descriptionMax: 500,
  /** Points a member earns when a body goal is completed, its targets reached (decision 015). */
  goalPoints: 50,
} as const;

export const BODY_GOAL_TYPES = [
  'weight_loss',
  'weight_gain',
  'muscle_gain',
  'fat_loss',
  'body_recomposition',
  'maintenance',
] as const;
export type BodyGoalType = (typeof BODY_GOAL_TYPES)[number];

export const BODY_GOAL_TYPE_LABELS: Record<BodyGoalType, string> = {
  weight_loss: 'Perte de poids',
  weight_gain: 'Prise de poids',
  muscle_gain: 'Prise de muscle',
  fat_loss: 'Perte de masse grasse',
  body_recomposition: 'Recomposition corporelle',
  maintenance: 'Maintien',
};

export const BODY_GOAL_STATUSES = ['active', 'completed', 'abandoned'] as const;

export const BODY_TOASTS = {
  measurementSaved: 'Mesure enregistrée avec succès ! 📊',
  measurementFailed: "Erreur lors de l'enregistrement",
  measurementDeleted: 'Mesure supprimée',
  measurementDeleteFailed: 'Erreur lors de la suppression',
  goalCreated: 'Objectif créé avec succès ! 🎯',
  goalCreateFailed: 'Erreur lors de la création',
  goalReached: 'Félicitations ! Objectif atteint ! 🎉',
  goalAbandoned: 'Objectif abandonné',
  goalUpdateFailed: 'Erreur lors de la mise à jour',
  abandonConfirm: 'Êtes-vous sûr de vouloir abandonner cet objectif ?',
  chartTooFewPoints: 'Pas assez de données pour afficher le graphique',
  chartEmpty: 'Aucune donnée disponible',
} as const;
