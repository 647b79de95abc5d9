export type ExerciseSeed = {
  name: string;
  type: 'force' | 'cardio' | 'mobilite' | 'gainage' | 'pliometrie';
  muscle_group: string;
  category: string;
};
type SessionExerciseSeed = {
  exercise: string;
  sets: number;
  reps: number;
  rest_sec: number;
  duration_seconds?: number;
  /** A rep range's top (issue 30): « 6–8 ». */
  reps_max?: number;
  /** Exercises of a session sharing it form a superset, one after the other (issue 30). */
  superset_group?: number;
  target_rpe?: number;
  notes?: string;
};
type SessionSeed = {
  title: string;
  notes: string;
  day_number: number;
  exercises: SessionExerciseSeed[];
};
export type ProgramSeed = {
  title: string;
  description: string;
  goal: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  duration_weeks: number;
  sessions: SessionSeed[];
};

export const EXERCISES: ExerciseSeed[] = [
  // Haut du corps
  { name: 'Pompes', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Pompes inclinées', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Pompes déclinées', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Pompes diamant', type: 'force', muscle_group: 'Triceps', category: 'Haut du corps' },
  { name: 'Pompes sur les genoux', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Pompes larges', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Pompes pike', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Tractions', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: 'Tractions australiennes', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: 'Tractions en supination', type: 'force', muscle_group: 'Biceps', category: 'Haut du corps' },
  { name: 'Développé couché', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Développé incliné haltères', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Écarté haltères', type: 'force', muscle_group: 'Pectoraux', category: 'Haut du corps' },
  { name: 'Développé militaire', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Développé Arnold', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Élévations latérales', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Élévations frontales', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Oiseau haltères', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Face pull', type: 'force', muscle_group: 'Épaules', category: 'Haut du corps' },
  { name: 'Rowing haltère', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: 'Rowing barre', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: 'Rowing élastique', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: 'Tirage vertical', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: 'Pullover haltère', type: 'force', muscle_group: 'Dos', category: 'Haut du corps' },
  { name: "Haussements d'épaules", type: 'force', muscle_group: 'Trapèzes', category: 'Haut du corps' },
  { name: 'Dips', type: 'force', muscle_group: 'Triceps', category: 'Haut du corps' },
  { name: 'Dips sur banc', type: 'force', muscle_group: 'Triceps', category: 'Haut du corps' },
  { name: 'Curl biceps', type: 'force', muscle_group: 'Biceps', category: 'Haut du corps' },
  { name: 'Curl marteau', type: 'force', muscle_group: 'Biceps', category: 'Haut du corps' },
  { name: 'Curl concentré', type: 'force', muscle_group: 'Biceps', category: 'Haut du corps' },
  { name: 'Extension triceps', type: 'force', muscle_group: 'Triceps', category: 'Haut du corps' },
  { name: 'Barre au front', type: 'force', muscle_group: 'Triceps', category: 'Haut du corps' },
  { name: 'Kickback triceps', type: 'force', muscle_group: 'Triceps', category: 'Haut du corps' },

  // Bas du corps
  { name: 'Squat', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Squat sauté', type: 'pliometrie', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Squat bulgare', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Squat goblet', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Squat sumo', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Squat avant', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Fentes avant', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Fentes arrière', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Fentes latérales', type: 'force', muscle_group: 'Adducteurs', category: 'Bas du corps' },
  { name: 'Fentes sautées', type: 'pliometrie', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Fentes marchées', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Soulevé de terre', type: 'force', muscle_group: 'Ischio-jambiers', category: 'Bas du corps' },
  {
    name: 'Soulevé de terre roumain',
    type: 'force',
    muscle_group: 'Ischio-jambiers',
    category: 'Bas du corps',
  },
  {
    name: 'Soulevé de terre unijambiste',
    type: 'force',
    muscle_group: 'Ischio-jambiers',
    category: 'Bas du corps',
  },
  { name: 'Hip thrust', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Pont fessier', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Pont fessier unijambiste', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Chaise murale', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Extensions mollets', type: 'force', muscle_group: 'Mollets', category: 'Bas du corps' },
  { name: 'Montées sur banc', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Good morning', type: 'force', muscle_group: 'Ischio-jambiers', category: 'Bas du corps' },
  { name: 'Curl nordique', type: 'force', muscle_group: 'Ischio-jambiers', category: 'Bas du corps' },
  { name: 'Kickbacks fessiers', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Abductions de hanche', type: 'force', muscle_group: 'Fessiers', category: 'Bas du corps' },
  { name: 'Presse à cuisses', type: 'force', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  {
    name: 'Sauts en longueur sans élan',
    type: 'pliometrie',
    muscle_group: 'Quadriceps',
    category: 'Bas du corps',
  },
  { name: 'Sauts sur box', type: 'pliometrie', muscle_group: 'Quadriceps', category: 'Bas du corps' },
  { name: 'Sauts du patineur', type: 'pliometrie', muscle_group: 'Fessiers', category: 'Bas du corps' },

  // Tronc
  { name: 'Gainage', type: 'gainage', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Gainage latéral', type: 'gainage', muscle_group: 'Obliques', category: 'Tronc' },
  { name: 'Planche commando', type: 'gainage', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: "Gainage toucher d'épaule", type: 'gainage', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Position creuse', type: 'gainage', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Dead bug', type: 'gainage', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Bird dog', type: 'gainage', muscle_group: 'Lombaires', category: 'Tronc' },
  { name: 'Pallof press', type: 'gainage', muscle_group: 'Obliques', category: 'Tronc' },
  { name: 'Crunch', type: 'force', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Crunch inversé', type: 'force', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Crunch bicyclette', type: 'force', muscle_group: 'Obliques', category: 'Tronc' },
  { name: 'Relevés de jambes', type: 'force', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Russian twist', type: 'force', muscle_group: 'Obliques', category: 'Tronc' },
  { name: 'Superman', type: 'force', muscle_group: 'Lombaires', category: 'Tronc' },
  { name: 'Redressements assis', type: 'force', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Ciseaux', type: 'force', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Roulette abdominale', type: 'force', muscle_group: 'Abdominaux', category: 'Tronc' },
  { name: 'Bûcheron', type: 'force', muscle_group: 'Obliques', category: 'Tronc' },

  // Cardio
  { name: 'Burpees', type: 'cardio', muscle_group: 'Corps entier', category: 'Cardio' },
  { name: 'Mountain climbers', type: 'cardio', muscle_group: 'Corps entier', category: 'Cardio' },
  { name: 'Jumping jacks', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Corde à sauter', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Montées de genoux', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Talons-fesses', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Pas chassés', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Shadow boxing', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Sprints', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: "Montée d'escaliers", type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Vélo elliptique', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Rameur', type: 'cardio', muscle_group: 'Corps entier', category: 'Cardio' },
  { name: 'Course à pied', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: "Vélo d'appartement", type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },
  { name: 'Marche rapide', type: 'cardio', muscle_group: 'Cardio', category: 'Cardio' },

  // Corps entier
  { name: 'Kettlebell swing', type: 'force', muscle_group: 'Corps entier', category: 'Corps entier' },
  { name: 'Thruster', type: 'force', muscle_group: 'Corps entier', category: 'Corps entier' },
  { name: 'Épaulé-jeté', type: 'force', muscle_group: 'Corps entier', category: 'Corps entier' },
  { name: 'Arraché haltère', type: 'force', muscle_group: 'Corps entier', category: 'Corps entier' },
  { name: 'Marche du fermier', type: 'force', muscle_group: 'Corps entier', category: 'Corps entier' },
  { name: 'Relevé turc', type: 'force', muscle_group: 'Corps entier', category: 'Corps entier' },
  { name: "Marche de l'ours", type: 'cardio', muscle_group: 'Corps entier', category: 'Corps entier' },

  // Mobilité
  { name: 'Étirement des ischios', type: 'mobilite', muscle_group: 'Ischio-jambiers', category: 'Mobilité' },
  { name: 'Étirement des quadriceps', type: 'mobilite', muscle_group: 'Quadriceps', category: 'Mobilité' },
  {
    name: 'Étirement des fléchisseurs de hanche',
    type: 'mobilite',
    muscle_group: 'Hanches',
    category: 'Mobilité',
  },
  { name: 'Étirement des pectoraux', type: 'mobilite', muscle_group: 'Pectoraux', category: 'Mobilité' },
  { name: 'Étirement des épaules', type: 'mobilite', muscle_group: 'Épaules', category: 'Mobilité' },
  { name: 'Étirement des mollets', type: 'mobilite', muscle_group: 'Mollets', category: 'Mobilité' },
  { name: 'Étirement du papillon', type: 'mobilite', muscle_group: 'Adducteurs', category: 'Mobilité' },
  { name: 'Chat-vache', type: 'mobilite', muscle_group: 'Dos', category: 'Mobilité' },
  { name: "Posture de l'enfant", type: 'mobilite', muscle_group: 'Dos', category: 'Mobilité' },
  { name: 'Posture du cobra', type: 'mobilite', muscle_group: 'Dos', category: 'Mobilité' },
  { name: 'Posture du pigeon', type: 'mobilite', muscle_group: 'Hanches', category: 'Mobilité' },
  { name: 'Chien tête en bas', type: 'mobilite', muscle_group: 'Corps entier', category: 'Mobilité' },
  { name: 'Rotation thoracique', type: 'mobilite', muscle_group: 'Dos', category: 'Mobilité' },
  { name: 'Torsion au sol', type: 'mobilite', muscle_group: 'Dos', category: 'Mobilité' },
  { name: 'Ouverture de hanches', type: 'mobilite', muscle_group: 'Hanches', category: 'Mobilité' },
  { name: 'Cercles de hanches', type: 'mobilite', muscle_group: 'Hanches', category: 'Mobilité' },
  { name: 'Balancements de jambes', type: 'mobilite', muscle_group: 'Hanches', category: 'Mobilité' },
  { name: 'Squat profond en maintien', type: 'mobilite', muscle_group: 'Hanches', category: 'Mobilité' },
  { name: 'Cercles de bras', type: 'mobilite', muscle_group: 'Épaules', category: 'Mobilité' },
  { name: 'Mobilité des chevilles', type: 'mobilite', muscle_group: 'Mollets', category: 'Mobilité' },
  { name: 'Chenille', type: 'mobilite', muscle_group: 'Corps entier', category: 'Mobilité' },
  { name: 'Fente avec rotation', type: 'mobilite', muscle_group: 'Corps entier', category: 'Mobilité' },
];

export const PROGRAMS: ProgramSeed[] = [
  // ——— Débutant ———
  {
    title: 'Premiers pas',
    description:
      'Un programme tout en douceur pour reprendre une activité physique. Trois séances courtes par semaine pour poser des bases solides et prendre confiance.',
    goal: 'Remise en forme',
    level: 'beginner',
    duration_weeks: 4,
    sessions: [
      {
        title: 'Séance A — Bas du corps',
        notes: 'Descends lentement et garde le dos droit : la qualité prime sur la vitesse.',
        day_number: 1,
        exercises: [
          { exercise: 'Jumping jacks', sets: 2, reps: 20, rest_sec: 30 },
          { exercise: 'Squat', sets: 3, reps: 10, rest_sec: 60 },
          { exercise: 'Pont fessier', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Fentes arrière', sets: 2, reps: 8, rest_sec: 60 },
          { exercise: 'Extensions mollets', sets: 2, reps: 15, rest_sec: 30 },
          { exercise: 'Étirement des ischios', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
        ],
      },
      {
        title: 'Séance B — Haut du corps',
        notes: "Pompes sur les genoux si besoin : l'important est d'aller au bout de chaque répétition.",
        day_number: 3,
        exercises: [
          { exercise: 'Cercles de bras', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 30 },
          { exercise: 'Pompes sur les genoux', sets: 3, reps: 8, rest_sec: 60 },
          { exercise: 'Rowing élastique', sets: 3, reps: 12, rest_sec: 60 },
          { exercise: 'Dips sur banc', sets: 2, reps: 8, rest_sec: 60 },
          { exercise: 'Élévations latérales', sets: 2, reps: 12, rest_sec: 45 },
          { exercise: 'Étirement des pectoraux', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
        ],
      },
      {
        title: 'Séance C — Tronc et cardio',
        notes: 'Respire régulièrement pendant le gainage, sans bloquer ton souffle.',
        day_number: 5,
        exercises: [
          { exercise: 'Marche rapide', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 300 },
          { exercise: 'Gainage', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 20 },
          { exercise: 'Dead bug', sets: 3, reps: 8, rest_sec: 45 },
          { exercise: 'Bird dog', sets: 3, reps: 8, rest_sec: 45 },
          { exercise: 'Montées de genoux', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 20 },
          { exercise: "Posture de l'enfant", sets: 1, reps: 1, rest_sec: 0, duration_seconds: 60 },
        ],
      },
    ],
  },
  {
    title: 'Mobilité au quotidien',
    description:
      'Quelques minutes par jour pour délier ton corps et soulager les tensions. Idéal après une longue journée assise au bureau.',
    goal: 'Mobilité',
    level: 'beginner',
    duration_weeks: 4,
    sessions: [
      {
        title: 'Séance A — Colonne et épaules',
        notes: 'Bouge sans forcer, en suivant le rythme de ta respiration.',
        day_number: 1,
        exercises: [
          { exercise: 'Chat-vache', sets: 2, reps: 10, rest_sec: 15 },
          { exercise: 'Rotation thoracique', sets: 2, reps: 8, rest_sec: 15 },
          { exercise: 'Cercles de bras', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 30 },
          { exercise: 'Étirement des épaules', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 30 },
          { exercise: 'Posture du cobra', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 30 },
          { exercise: "Posture de l'enfant", sets: 1, reps: 1, rest_sec: 0, duration_seconds: 60 },
        ],
      },
      {
        title: 'Séance B — Hanches libérées',
        notes: 'Reste dans une amplitude confortable et laisse le temps à ton corps de se relâcher.',
        day_number: 3,
        exercises: [
          { exercise: 'Cercles de hanches', sets: 2, reps: 10, rest_sec: 15 },
          { exercise: 'Balancements de jambes', sets: 2, reps: 12, rest_sec: 15 },
          { exercise: 'Ouverture de hanches', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 45 },
          {
            exercise: 'Étirement des fléchisseurs de hanche',
            sets: 2,
            reps: 1,
            rest_sec: 15,
            duration_seconds: 45,
          },
          { exercise: 'Posture du pigeon', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 45 },
          { exercise: 'Étirement du papillon', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 60 },
        ],
      },
      {
        title: 'Séance C — Chaîne postérieure',
        notes: "Expire en allant plus loin dans l'étirement, jamais jusqu'à la douleur.",
        day_number: 5,
        exercises: [
          { exercise: 'Mobilité des chevilles', sets: 2, reps: 10, rest_sec: 15 },
          { exercise: 'Chenille', sets: 2, reps: 6, rest_sec: 30 },
          { exercise: 'Chien tête en bas', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 30 },
          { exercise: 'Étirement des ischios', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 45 },
          { exercise: 'Étirement des mollets', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 30 },
          { exercise: 'Torsion au sol', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 60 },
        ],
      },
    ],
  },
  {
    title: 'Cardio express 20 min',
    description:
      "Des séances rythmées de vingt minutes, sans matériel, pour booster ton souffle. Parfait quand l'agenda est chargé !",
    goal: 'Cardio',
    level: 'beginner',
    duration_weeks: 6,
    sessions: [
      {
        title: 'Séance A — Réveil cardio',
        notes: 'Garde une intensité qui te permet encore de parler par phrases courtes.',
        day_number: 1,
        exercises: [
          { exercise: 'Jumping jacks', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Montées de genoux', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Talons-fesses', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Squat', sets: 3, reps: 12, rest_sec: 30 },
          { exercise: 'Pas chassés', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
        ],
      },
      {
        title: 'Séance B — Corde et coordination',
        notes: "Reste sur l'avant des pieds et garde les coudes près du corps.",
        day_number: 3,
        exercises: [
          { exercise: 'Corde à sauter', sets: 4, reps: 1, rest_sec: 45, duration_seconds: 45 },
          { exercise: 'Shadow boxing', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 45 },
          { exercise: 'Fentes avant', sets: 2, reps: 10, rest_sec: 45 },
          { exercise: 'Mountain climbers', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Étirement des mollets', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
        ],
      },
      {
        title: 'Séance C — Endurance douce',
        notes: "Vise la régularité plutôt que la vitesse : tu dois finir avec de l'énergie.",
        day_number: 5,
        exercises: [
          { exercise: 'Marche rapide', sets: 1, reps: 1, rest_sec: 60, duration_seconds: 300 },
          { exercise: "Vélo d'appartement", sets: 1, reps: 1, rest_sec: 60, duration_seconds: 600 },
          { exercise: "Montée d'escaliers", sets: 3, reps: 1, rest_sec: 60, duration_seconds: 60 },
          { exercise: 'Jumping jacks', sets: 2, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Étirement des quadriceps', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
        ],
      },
    ],
  },

  // ——— Intermédiaire ———
  {
    title: 'Force fondamentale',
    description:
      'Maîtrise les grands mouvements de base pour bâtir une force durable. Une progression structurée, séance après séance.',
    goal: 'Force',
    level: 'intermediate',
    duration_weeks: 8,
    // Issue 30: a real push/pull/legs split, rep ranges and a superset to finish each session.
    sessions: [
      {
        title: 'Séance A — Bas du corps',
        notes: "Échauffe-toi avec des séries légères avant d'attaquer les charges de travail.",
        day_number: 1,
        exercises: [
          {
            exercise: 'Squat',
            sets: 4,
            reps: 6,
            reps_max: 8,
            rest_sec: 180,
            target_rpe: 8,
            notes: 'Descente contrôlée en 2 secondes',
          },
          { exercise: 'Soulevé de terre roumain', sets: 3, reps: 8, reps_max: 10, rest_sec: 120 },
          { exercise: 'Fentes marchées', sets: 3, reps: 10, reps_max: 12, rest_sec: 0, superset_group: 1 },
          {
            exercise: 'Extensions mollets',
            sets: 3,
            reps: 12,
            reps_max: 15,
            rest_sec: 90,
            superset_group: 1,
          },
          { exercise: 'Gainage', sets: 3, reps: 1, rest_sec: 60, duration_seconds: 45 },
        ],
      },
      {
        title: 'Séance B — Poussée',
        notes: 'Serre les omoplates et garde les pieds ancrés au sol sur le développé.',
        day_number: 3,
        exercises: [
          { exercise: 'Développé couché', sets: 4, reps: 6, reps_max: 8, rest_sec: 180, target_rpe: 8 },
          { exercise: 'Développé militaire', sets: 3, reps: 8, reps_max: 10, rest_sec: 150 },
          {
            exercise: 'Dips',
            sets: 3,
            reps: 8,
            reps_max: 12,
            rest_sec: 90,
            notes: 'Buste légèrement penché',
          },
          {
            exercise: 'Élévations latérales',
            sets: 3,
            reps: 12,
            reps_max: 15,
            rest_sec: 0,
            superset_group: 1,
          },
          { exercise: 'Extension triceps', sets: 3, reps: 10, reps_max: 12, rest_sec: 60, superset_group: 1 },
        ],
      },
      {
        title: 'Séance C — Tirage',
        notes: 'Contrôle la descente : la phase excentrique construit aussi ta force.',
        day_number: 5,
        exercises: [
          {
            exercise: 'Soulevé de terre',
            sets: 4,
            reps: 4,
            reps_max: 6,
            rest_sec: 210,
            target_rpe: 8,
            notes: 'Gainage verrouillé avant chaque répétition',
          },
          { exercise: 'Tractions', sets: 4, reps: 6, reps_max: 8, rest_sec: 120 },
          { exercise: 'Rowing barre', sets: 3, reps: 8, reps_max: 10, rest_sec: 90 },
          { exercise: 'Face pull', sets: 3, reps: 12, reps_max: 15, rest_sec: 0, superset_group: 1 },
          { exercise: 'Curl biceps', sets: 3, reps: 10, reps_max: 12, rest_sec: 60, superset_group: 1 },
          { exercise: 'Gainage latéral', sets: 2, reps: 1, rest_sec: 45, duration_seconds: 30 },
        ],
      },
    ],
  },
  {
    title: 'Brûle-graisses maison',
    description:
      'Des circuits intenses à faire chez toi, sans matériel ou presque, pour maximiser ta dépense énergétique. Transpire, progresse, recommence !',
    goal: 'Perte de poids',
    level: 'intermediate',
    duration_weeks: 6,
    sessions: [
      {
        title: 'Séance A — Circuit bas du corps',
        notes: 'Enchaîne les exercices avec un minimum de pause, puis récupère entre les tours.',
        day_number: 1,
        exercises: [
          { exercise: 'Jumping jacks', sets: 4, reps: 1, rest_sec: 15, duration_seconds: 40 },
          { exercise: 'Squat sauté', sets: 4, reps: 12, rest_sec: 30 },
          { exercise: 'Fentes sautées', sets: 4, reps: 10, rest_sec: 30 },
          { exercise: 'Pont fessier', sets: 4, reps: 15, rest_sec: 30 },
          { exercise: 'Chaise murale', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 45 },
          { exercise: 'Sauts du patineur', sets: 4, reps: 16, rest_sec: 30 },
        ],
      },
      {
        title: 'Séance B — Circuit haut du corps',
        notes: 'Garde le gainage actif pendant les pompes pour protéger ton dos.',
        day_number: 2,
        exercises: [
          { exercise: 'Burpees', sets: 4, reps: 10, rest_sec: 45 },
          { exercise: 'Pompes', sets: 4, reps: 12, rest_sec: 30 },
          { exercise: 'Mountain climbers', sets: 4, reps: 1, rest_sec: 30, duration_seconds: 40 },
          { exercise: 'Dips sur banc', sets: 3, reps: 12, rest_sec: 30 },
          { exercise: 'Planche commando', sets: 3, reps: 10, rest_sec: 30 },
          { exercise: 'Pompes pike', sets: 3, reps: 8, rest_sec: 30 },
        ],
      },
      {
        title: 'Séance C — HIIT tronc',
        notes: 'Travaille 40 secondes à fond, souffle 20 secondes, et recommence.',
        day_number: 4,
        exercises: [
          { exercise: 'Montées de genoux', sets: 5, reps: 1, rest_sec: 15, duration_seconds: 40 },
          { exercise: 'Crunch bicyclette', sets: 4, reps: 20, rest_sec: 15 },
          { exercise: 'Russian twist', sets: 4, reps: 20, rest_sec: 15 },
          { exercise: "Gainage toucher d'épaule", sets: 4, reps: 16, rest_sec: 15 },
          { exercise: 'Relevés de jambes', sets: 3, reps: 12, rest_sec: 30 },
          { exercise: 'Corde à sauter', sets: 4, reps: 1, rest_sec: 30, duration_seconds: 60 },
        ],
      },
      {
        title: 'Séance D — Cardio long',
        notes: 'Reste dans une zone confortable : cette séance entretient ton moteur.',
        day_number: 6,
        exercises: [
          { exercise: 'Course à pied', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 1800 },
          { exercise: 'Talons-fesses', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Pas chassés', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 30 },
          { exercise: 'Étirement des quadriceps', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
          { exercise: 'Étirement des ischios', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
        ],
      },
    ],
  },
  {
    title: "Gainage d'acier",
    description:
      "Un tronc solide, c'est la base de tous tes mouvements. Ce programme renforce abdominaux, obliques et lombaires pour un centre à toute épreuve.",
    goal: 'Renforcement du tronc',
    level: 'intermediate',
    duration_weeks: 5,
    sessions: [
      {
        title: 'Séance A — Stabilité',
        notes: "Aligne tête, bassin et talons : la moindre cassure réduit l'efficacité.",
        day_number: 1,
        exercises: [
          { exercise: 'Gainage', sets: 4, reps: 1, rest_sec: 45, duration_seconds: 60 },
          { exercise: 'Gainage latéral', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 40 },
          { exercise: 'Dead bug', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Bird dog', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Pallof press', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Position creuse', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 30 },
        ],
      },
      {
        title: 'Séance B — Obliques et rotation',
        notes: 'Tourne depuis le buste, pas seulement avec les bras.',
        day_number: 3,
        exercises: [
          { exercise: 'Russian twist', sets: 4, reps: 20, rest_sec: 45 },
          { exercise: 'Bûcheron', sets: 3, reps: 12, rest_sec: 60 },
          { exercise: 'Crunch bicyclette', sets: 3, reps: 20, rest_sec: 45 },
          { exercise: 'Gainage latéral', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 45 },
          { exercise: 'Rotation thoracique', sets: 2, reps: 8, rest_sec: 15 },
        ],
      },
      {
        title: 'Séance C — Puissance abdominale',
        notes: 'Enroule le bassin sur les relevés de jambes plutôt que de balancer.',
        day_number: 5,
        exercises: [
          { exercise: 'Relevés de jambes', sets: 4, reps: 12, rest_sec: 60 },
          { exercise: 'Roulette abdominale', sets: 4, reps: 8, rest_sec: 75 },
          { exercise: 'Crunch inversé', sets: 3, reps: 15, rest_sec: 45 },
          { exercise: 'Ciseaux', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 30 },
          { exercise: 'Superman', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Planche commando', sets: 3, reps: 10, rest_sec: 45 },
          { exercise: "Posture de l'enfant", sets: 1, reps: 1, rest_sec: 0, duration_seconds: 60 },
        ],
      },
    ],
  },
  {
    title: 'Haut du corps sculpté',
    description:
      'Pectoraux, dos, épaules et bras : un programme ciblé pour dessiner un haut du corps harmonieux, avec un volume maîtrisé et une progression régulière.',
    goal: 'Prise de muscle',
    level: 'intermediate',
    duration_weeks: 8,
    sessions: [
      {
        title: 'Séance A — Pectoraux et triceps',
        notes: 'Sens le muscle travailler et garde une à deux répétitions en réserve.',
        day_number: 1,
        exercises: [
          { exercise: 'Développé couché', sets: 4, reps: 8, rest_sec: 120 },
          { exercise: 'Développé incliné haltères', sets: 3, reps: 10, rest_sec: 90 },
          { exercise: 'Écarté haltères', sets: 3, reps: 12, rest_sec: 60 },
          { exercise: 'Pompes diamant', sets: 3, reps: 12, rest_sec: 60 },
          { exercise: 'Barre au front', sets: 3, reps: 10, rest_sec: 75 },
          { exercise: 'Kickback triceps', sets: 3, reps: 15, rest_sec: 45 },
        ],
      },
      {
        title: 'Séance B — Dos et biceps',
        notes: 'Tire avec les coudes et serre les omoplates en fin de mouvement.',
        day_number: 2,
        exercises: [
          { exercise: 'Tractions', sets: 4, reps: 8, rest_sec: 120 },
          { exercise: 'Rowing haltère', sets: 4, reps: 10, rest_sec: 90 },
          { exercise: 'Tirage vertical', sets: 3, reps: 12, rest_sec: 75 },
          { exercise: 'Pullover haltère', sets: 3, reps: 12, rest_sec: 60 },
          { exercise: 'Curl biceps', sets: 3, reps: 10, rest_sec: 60 },
          { exercise: 'Curl marteau', sets: 3, reps: 12, rest_sec: 60 },
        ],
      },
      {
        title: 'Séance C — Épaules',
        notes: 'Des charges modérées et un contrôle parfait protègent tes articulations.',
        day_number: 4,
        exercises: [
          { exercise: 'Développé militaire', sets: 4, reps: 8, rest_sec: 120 },
          { exercise: 'Développé Arnold', sets: 3, reps: 10, rest_sec: 90 },
          { exercise: 'Élévations latérales', sets: 4, reps: 15, rest_sec: 45 },
          { exercise: 'Élévations frontales', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Oiseau haltères', sets: 3, reps: 15, rest_sec: 45 },
          { exercise: "Haussements d'épaules", sets: 3, reps: 15, rest_sec: 60 },
        ],
      },
      {
        title: 'Séance D — Bras et finition',
        notes: "Termine fort : pousse la dernière série jusqu'à l'échec technique.",
        day_number: 6,
        exercises: [
          { exercise: 'Tractions en supination', sets: 3, reps: 8, rest_sec: 90 },
          { exercise: 'Dips', sets: 3, reps: 10, rest_sec: 90 },
          { exercise: 'Curl concentré', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Extension triceps', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Pompes', sets: 2, reps: 20, rest_sec: 60 },
          { exercise: 'Étirement des pectoraux', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 45 },
        ],
      },
    ],
  },

  // ——— Avancé ———
  {
    title: 'Athlète complet',
    description:
      'Force, puissance, endurance et mobilité réunies dans un programme exigeant. Pour celles et ceux qui veulent être prêts à tout relever.',
    goal: 'Endurance',
    level: 'advanced',
    duration_weeks: 10,
    sessions: [
      {
        title: 'Séance A — Force totale',
        notes: 'Priorité à la technique sur les charges lourdes, même en fin de séance.',
        day_number: 1,
        exercises: [
          { exercise: 'Squat avant', sets: 5, reps: 5, rest_sec: 180 },
          { exercise: 'Soulevé de terre', sets: 4, reps: 4, rest_sec: 210 },
          { exercise: 'Développé couché', sets: 4, reps: 6, rest_sec: 150 },
          { exercise: 'Tractions', sets: 4, reps: 8, rest_sec: 120 },
          { exercise: 'Marche du fermier', sets: 3, reps: 1, rest_sec: 90, duration_seconds: 45 },
        ],
      },
      {
        title: 'Séance B — Puissance',
        notes: 'Chaque répétition doit être explosive : arrête la série dès que la vitesse chute.',
        day_number: 2,
        exercises: [
          { exercise: 'Sauts sur box', sets: 5, reps: 5, rest_sec: 90 },
          { exercise: 'Épaulé-jeté', sets: 5, reps: 3, rest_sec: 150 },
          { exercise: 'Kettlebell swing', sets: 4, reps: 15, rest_sec: 75 },
          { exercise: 'Sauts en longueur sans élan', sets: 4, reps: 5, rest_sec: 90 },
          { exercise: 'Thruster', sets: 3, reps: 8, rest_sec: 90 },
          { exercise: 'Sauts du patineur', sets: 3, reps: 12, rest_sec: 60 },
        ],
      },
      {
        title: 'Séance C — Endurance métabolique',
        notes: 'Garde un rythme soutenu mais régulier, du premier au dernier tour.',
        day_number: 4,
        exercises: [
          { exercise: 'Rameur', sets: 5, reps: 1, rest_sec: 60, duration_seconds: 240 },
          { exercise: 'Burpees', sets: 5, reps: 15, rest_sec: 45 },
          { exercise: 'Arraché haltère', sets: 4, reps: 10, rest_sec: 60 },
          { exercise: 'Mountain climbers', sets: 4, reps: 1, rest_sec: 30, duration_seconds: 45 },
          { exercise: 'Corde à sauter', sets: 5, reps: 1, rest_sec: 30, duration_seconds: 60 },
          { exercise: "Marche de l'ours", sets: 3, reps: 1, rest_sec: 45, duration_seconds: 30 },
        ],
      },
      {
        title: 'Séance D — Gainage et contrôle',
        notes: 'Qualité de placement avant tout : un tronc solide transmet mieux la force.',
        day_number: 5,
        exercises: [
          { exercise: 'Relevé turc', sets: 3, reps: 3, rest_sec: 90 },
          { exercise: 'Roulette abdominale', sets: 4, reps: 12, rest_sec: 60 },
          { exercise: 'Gainage', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 90 },
          { exercise: 'Pallof press', sets: 3, reps: 12, rest_sec: 45 },
          { exercise: 'Curl nordique', sets: 3, reps: 6, rest_sec: 120 },
          { exercise: 'Relevés de jambes', sets: 3, reps: 15, rest_sec: 60 },
        ],
      },
      {
        title: 'Séance E — Récupération active',
        notes: 'Cette séance compte autant que les autres : respire profondément et relâche.',
        day_number: 7,
        exercises: [
          { exercise: 'Course à pied', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 1500 },
          { exercise: 'Fente avec rotation', sets: 2, reps: 6, rest_sec: 15 },
          { exercise: 'Posture du pigeon', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 60 },
          { exercise: 'Squat profond en maintien', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 60 },
          { exercise: 'Chien tête en bas', sets: 2, reps: 1, rest_sec: 15, duration_seconds: 45 },
          { exercise: 'Étirement des ischios', sets: 1, reps: 1, rest_sec: 0, duration_seconds: 60 },
        ],
      },
    ],
  },
  {
    title: 'Masse et puissance',
    description:
      'Un programme intensif pour gagner en masse musculaire et repousser tes limites sur les mouvements clés. Récupération et alimentation feront la différence.',
    goal: 'Prise de muscle',
    level: 'advanced',
    duration_weeks: 12,
    // Issue 30: a 4-day upper/lower split, heavy then volume, with rep ranges and supersets.
    sessions: [
      {
        title: 'Séance A — Jambes lourdes',
        notes: 'Descends sous la parallèle au squat si ta mobilité le permet.',
        day_number: 1,
        exercises: [
          { exercise: 'Squat', sets: 5, reps: 4, reps_max: 6, rest_sec: 180, target_rpe: 8.5 },
          { exercise: 'Soulevé de terre roumain', sets: 4, reps: 6, reps_max: 8, rest_sec: 150 },
          { exercise: 'Presse à cuisses', sets: 3, reps: 8, reps_max: 10, rest_sec: 120 },
          { exercise: 'Extensions mollets', sets: 4, reps: 8, reps_max: 12, rest_sec: 60 },
          { exercise: 'Roulette abdominale', sets: 3, reps: 8, reps_max: 12, rest_sec: 60 },
        ],
      },
      {
        title: 'Séance B — Haut du corps lourd',
        notes: 'Note tes charges à chaque séance pour viser une petite progression.',
        day_number: 2,
        exercises: [
          { exercise: 'Développé couché', sets: 5, reps: 4, reps_max: 6, rest_sec: 180, target_rpe: 8.5 },
          { exercise: 'Rowing barre', sets: 5, reps: 5, reps_max: 8, rest_sec: 150 },
          { exercise: 'Développé militaire', sets: 3, reps: 6, reps_max: 8, rest_sec: 0, superset_group: 1 },
          {
            exercise: 'Tractions',
            sets: 3,
            reps: 6,
            reps_max: 8,
            rest_sec: 150,
            superset_group: 1,
            notes: 'Lestées si 8 répétitions passent facilement',
          },
          { exercise: 'Barre au front', sets: 3, reps: 8, reps_max: 10, rest_sec: 90 },
        ],
      },
      {
        title: 'Séance C — Jambes volume',
        notes: 'Des charges moyennes, des séries longues : cherche la brûlure, pas le record.',
        day_number: 4,
        exercises: [
          { exercise: 'Squat avant', sets: 4, reps: 8, reps_max: 10, rest_sec: 150 },
          {
            exercise: 'Squat bulgare',
            sets: 3,
            reps: 10,
            reps_max: 12,
            rest_sec: 90,
            notes: 'Chaque jambe, la plus faible en premier',
          },
          { exercise: 'Hip thrust', sets: 3, reps: 10, reps_max: 15, rest_sec: 0, superset_group: 1 },
          { exercise: 'Curl nordique', sets: 3, reps: 5, reps_max: 8, rest_sec: 90, superset_group: 1 },
          { exercise: 'Extensions mollets', sets: 4, reps: 12, reps_max: 20, rest_sec: 45 },
          { exercise: 'Marche du fermier', sets: 3, reps: 1, rest_sec: 90, duration_seconds: 60 },
        ],
      },
      {
        title: 'Séance D — Haut du corps volume',
        notes: "Séance plus légère en charge : garde de l'énergie pour finir proprement.",
        day_number: 5,
        exercises: [
          { exercise: 'Développé incliné haltères', sets: 4, reps: 8, reps_max: 12, rest_sec: 120 },
          { exercise: 'Rowing haltère', sets: 4, reps: 8, reps_max: 12, rest_sec: 90, notes: 'Prise neutre' },
          {
            exercise: 'Élévations latérales',
            sets: 3,
            reps: 12,
            reps_max: 15,
            rest_sec: 0,
            superset_group: 1,
          },
          { exercise: 'Face pull', sets: 3, reps: 12, reps_max: 15, rest_sec: 60, superset_group: 1 },
          { exercise: 'Curl marteau', sets: 3, reps: 10, reps_max: 12, rest_sec: 0, superset_group: 2 },
          { exercise: 'Extension triceps', sets: 3, reps: 10, reps_max: 12, rest_sec: 0, superset_group: 2 },
          { exercise: 'Dips', sets: 3, reps: 8, reps_max: 12, rest_sec: 90, superset_group: 2 },
        ],
      },
    ],
  },
  {
    title: 'Explosion HIIT',
    description:
      'Des intervalles à haute intensité pour brûler un maximum de calories en un minimum de temps. Pour les sportifs aguerris prêts à se dépasser.',
    goal: 'Perte de poids',
    level: 'advanced',
    duration_weeks: 6,
    sessions: [
      {
        title: 'Séance A — Tabata jambes',
        notes: '20 secondes à fond, puis une courte pause : donne tout sur chaque intervalle.',
        day_number: 1,
        exercises: [
          { exercise: 'Squat sauté', sets: 8, reps: 1, rest_sec: 15, duration_seconds: 20 },
          { exercise: 'Fentes sautées', sets: 8, reps: 1, rest_sec: 15, duration_seconds: 20 },
          { exercise: 'Sauts du patineur', sets: 8, reps: 1, rest_sec: 15, duration_seconds: 20 },
          { exercise: 'Sprints', sets: 6, reps: 1, rest_sec: 90, duration_seconds: 30 },
          { exercise: 'Chaise murale', sets: 3, reps: 1, rest_sec: 45, duration_seconds: 60 },
        ],
      },
      {
        title: 'Séance B — Haut du corps explosif',
        notes: 'Garde un gainage strict, même quand la fatigue arrive.',
        day_number: 2,
        exercises: [
          { exercise: 'Burpees', sets: 5, reps: 15, rest_sec: 45 },
          { exercise: 'Pompes', sets: 5, reps: 20, rest_sec: 45 },
          { exercise: 'Planche commando', sets: 4, reps: 12, rest_sec: 30 },
          { exercise: 'Arraché haltère', sets: 4, reps: 12, rest_sec: 60 },
          { exercise: "Marche de l'ours", sets: 4, reps: 1, rest_sec: 30, duration_seconds: 40 },
          { exercise: 'Mountain climbers', sets: 5, reps: 1, rest_sec: 15, duration_seconds: 45 },
        ],
      },
      {
        title: 'Séance C — Sprints et corde',
        notes: 'Récupère vraiment entre les sprints pour maintenir une vitesse maximale.',
        day_number: 4,
        exercises: [
          { exercise: 'Corde à sauter', sets: 6, reps: 1, rest_sec: 30, duration_seconds: 90 },
          { exercise: 'Sprints', sets: 8, reps: 1, rest_sec: 90, duration_seconds: 20 },
          { exercise: "Montée d'escaliers", sets: 5, reps: 1, rest_sec: 60, duration_seconds: 60 },
          { exercise: 'Jumping jacks', sets: 4, reps: 1, rest_sec: 15, duration_seconds: 45 },
          {
            exercise: 'Étirement des fléchisseurs de hanche',
            sets: 1,
            reps: 1,
            rest_sec: 0,
            duration_seconds: 60,
          },
        ],
      },
      {
        title: 'Séance D — Métabolique total',
        notes: 'Travaille à environ 85 % de ton maximum et écoute les signaux de ton corps.',
        day_number: 6,
        exercises: [
          { exercise: 'Kettlebell swing', sets: 5, reps: 20, rest_sec: 45 },
          { exercise: 'Thruster', sets: 5, reps: 12, rest_sec: 60 },
          { exercise: 'Rameur', sets: 4, reps: 1, rest_sec: 60, duration_seconds: 180 },
          { exercise: 'Burpees', sets: 4, reps: 12, rest_sec: 45 },
          { exercise: 'Russian twist', sets: 4, reps: 30, rest_sec: 30 },
          { exercise: 'Gainage', sets: 3, reps: 1, rest_sec: 30, duration_seconds: 60 },
        ],
      },
    ],
  },
];
