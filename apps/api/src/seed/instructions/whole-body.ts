import type { ExerciseInstructions } from '@elan/domain';
import { how } from './how.ts';

/** Cardio et corps entier. */
export const WHOLE_BODY: Record<string, ExerciseInstructions> = {
  Burpees: how(
    'Debout, pieds à largeur d’épaules.',
    [
      'Descends mains au sol et saute pieds en arrière en planche.',
      'Fais une pompe (facultatif).',
      'Ramène les pieds près des mains.',
      'Saute bras en l’air.',
    ],
    ['Laisser le bassin tomber en planche.', 'Atterrir jambes tendues.'],
    ['Corps entier'],
    ['Pectoraux', 'Quadriceps', 'Épaules'],
  ),
  'Mountain climbers': how(
    'En appui bras tendus, mains sous les épaules, corps gainé.',
    ['Ramène un genou vers la poitrine.', 'Change de jambe rapidement.', 'Garde les hanches basses.'],
    ['Monter les fesses.', 'Laisser les épaules dépasser loin devant les mains.'],
    ['Corps entier'],
    ['Abdominaux', 'Épaules', 'Hanches'],
  ),
  'Jumping jacks': how(
    'Debout, pieds joints, bras le long du corps.',
    [
      'Saute en écartant les pieds et en montant les bras.',
      'Saute pour revenir pieds joints.',
      'Garde un rythme régulier.',
    ],
    ['Atterrir sur les talons.', 'Plier les bras à moitié.'],
    ['Cardio'],
    ['Mollets', 'Épaules'],
  ),
  'Corde à sauter': how(
    'Corde derrière les talons, poignées à hauteur de hanches, coudes près du corps.',
    [
      'Fais tourner la corde avec les poignets.',
      'Saute juste assez pour la laisser passer.',
      'Reste sur l’avant des pieds.',
    ],
    ['Tourner avec les bras entiers.', 'Sauter trop haut.'],
    ['Cardio'],
    ['Mollets', 'Épaules'],
  ),
  'Montées de genoux': how(
    'Debout, pieds à largeur de hanches, bras fléchis.',
    [
      'Cours sur place en montant les genoux à hauteur de hanches.',
      'Reste sur l’avant des pieds.',
      'Accompagne avec les bras.',
    ],
    ['Se pencher en arrière.', 'Ne pas monter les genoux.'],
    ['Cardio'],
    ['Hanches', 'Quadriceps'],
  ),
  'Talons-fesses': how(
    'Debout, buste droit, bras fléchis.',
    [
      'Cours sur place en ramenant les talons vers les fesses.',
      'Garde les genoux vers le sol.',
      'Garde un rythme vif.',
    ],
    ['Avancer les genoux.', 'Se pencher vers l’avant.'],
    ['Cardio'],
    ['Ischio-jambiers'],
  ),
  'Pas chassés': how(
    'Jambes fléchies, buste légèrement penché, bras devant.',
    [
      'Déplace-toi sur le côté sans croiser les pieds.',
      'Reste bas sur tes appuis.',
      'Change de sens après quelques pas.',
    ],
    ['Se redresser.', 'Croiser les pieds.'],
    ['Cardio'],
    ['Adducteurs', 'Fessiers'],
  ),
  'Shadow boxing': how(
    'En garde : pieds décalés, poings devant le menton, coudes serrés.',
    [
      'Enchaîne directs et crochets dans le vide.',
      'Tourne les hanches à chaque coup.',
      'Reviens en garde entre les coups.',
    ],
    ['Tendre le bras jusqu’à verrouiller le coude.', 'Baisser la garde.'],
    ['Cardio'],
    ['Épaules', 'Obliques'],
  ),
  Sprints: how(
    'Sur une piste ou un terrain plat, après un bon échauffement.',
    [
      'Pars penché vers l’avant.',
      'Cours à fond sur l’avant des pieds, bras actifs.',
      'Récupère en marchant avant le suivant.',
    ],
    ['Sprinter sans échauffement.', 'Se crisper des épaules.'],
    ['Cardio'],
    ['Quadriceps', 'Ischio-jambiers', 'Fessiers'],
  ),
  "Montée d'escaliers": how(
    'Au pied d’un escalier, une main près de la rampe.',
    [
      'Monte en posant tout le pied sur chaque marche.',
      'Pousse dans le talon.',
      'Redescends en marchant pour récupérer.',
    ],
    ['Se tirer sur la rampe.', 'Ne poser que la pointe du pied.'],
    ['Cardio'],
    ['Quadriceps', 'Fessiers'],
  ),
  'Vélo elliptique': how(
    'Pieds bien à plat sur les pédales, mains sur les poignées mobiles.',
    [
      'Pédale d’un mouvement rond et régulier.',
      'Pousse et tire avec les bras.',
      'Ajuste la résistance pour rester essoufflé mais à l’aise.',
    ],
    ['S’appuyer de tout son poids sur les poignées.', 'Se voûter.'],
    ['Cardio'],
    ['Quadriceps', 'Fessiers'],
  ),
  Rameur: how(
    'Assis, pieds sanglés, poignée en mains bras tendus, genoux pliés.',
    [
      'Pousse d’abord avec les jambes.',
      'Bascule le buste légèrement en arrière.',
      'Tire la poignée vers le bas des côtes.',
      'Reviens dans l’ordre inverse : bras, buste, jambes.',
    ],
    ['Tirer avec les bras avant de pousser les jambes.', 'Arrondir le dos.'],
    ['Corps entier'],
    ['Dos', 'Quadriceps', 'Biceps'],
  ),
  'Course à pied': how(
    'Chaussures adaptées, après quelques minutes de marche.',
    [
      'Pose le pied sous le bassin, pas loin devant.',
      'Garde le buste droit et les épaules relâchées.',
      'Respire à un rythme qui te permet de parler.',
    ],
    ['Faire de trop grandes foulées.', 'Partir trop vite.'],
    ['Cardio'],
    ['Mollets', 'Quadriceps'],
  ),
  "Vélo d'appartement": how(
    'Selle réglée à hauteur de hanche, jambe presque tendue en bas.',
    ['Pédale à cadence régulière.', 'Garde le buste stable.', 'Augmente la résistance par paliers.'],
    ['Selle trop basse, genoux qui souffrent.', 'Balancer les hanches.'],
    ['Cardio'],
    ['Quadriceps', 'Mollets'],
  ),
  'Marche rapide': how(
    'Buste droit, regard devant, bras fléchis à 90°.',
    [
      'Déroule le pied du talon à la pointe.',
      'Balance les bras en rythme.',
      'Marche assez vite pour être un peu essoufflé.',
    ],
    ['Regarder ses pieds.', 'Faire des pas trop grands.'],
    ['Cardio'],
    ['Mollets', 'Fessiers'],
  ),
  'Kettlebell swing': how(
    'Pieds à largeur d’épaules, kettlebell au sol devant toi, dos plat.',
    [
      'Lance la kettlebell entre les jambes en poussant les hanches en arrière.',
      'Pousse les hanches vers l’avant pour la propulser à hauteur de poitrine.',
      'Laisse-la redescendre et enchaîne.',
    ],
    ['Lever avec les bras.', 'Faire un squat au lieu d’une charnière de hanche.'],
    ['Corps entier'],
    ['Fessiers', 'Ischio-jambiers', 'Lombaires'],
  ),
  Thruster: how(
    'Barre ou haltères sur l’avant des épaules, pieds à largeur d’épaules.',
    [
      'Descends en squat complet.',
      'Remonte avec élan.',
      'Enchaîne en poussant la charge au-dessus de la tête.',
    ],
    ['Séparer squat et poussée.', 'Cambrer le dos en fin de poussée.'],
    ['Corps entier'],
    ['Quadriceps', 'Épaules', 'Triceps'],
  ),
  'Épaulé-jeté': how(
    'Barre au sol devant les tibias, prise un peu plus large que les épaules, dos plat.',
    [
      'Tire la barre du sol et accélère en extension complète.',
      'Passe sous la barre pour la recevoir sur les épaules.',
      'Fléchis puis pousse pour la jeter au-dessus de la tête.',
      'Stabilise bras tendus avant de reposer.',
    ],
    ['Tirer avec les bras trop tôt.', 'Recevoir la barre jambes tendues.'],
    ['Corps entier'],
    ['Quadriceps', 'Fessiers', 'Épaules', 'Trapèzes'],
  ),
  'Arraché haltère': how(
    'Haltère au sol entre les pieds, pieds à largeur de hanches.',
    [
      'Pousse le sol et tire l’haltère le long du corps.',
      'Passe sous l’haltère en tournant le poignet.',
      'Termine bras tendu au-dessus de la tête.',
    ],
    ['Tirer avec le bras au lieu des jambes.', 'Arrondir le dos au départ.'],
    ['Corps entier'],
    ['Épaules', 'Fessiers', 'Trapèzes'],
  ),
  'Marche du fermier': how(
    'Une charge lourde dans chaque main, debout, épaules basses.',
    [
      'Marche à petits pas rapides.',
      'Garde le buste droit et gainé.',
      'Pose les charges en pliant les jambes.',
    ],
    ['Laisser les épaules s’enrouler.', 'Se pencher d’un côté.'],
    ['Corps entier'],
    ['Avant-bras', 'Trapèzes', 'Abdominaux'],
  ),
  'Relevé turc': how(
    'Allongé sur le dos, kettlebell tenue bras tendu au-dessus de l’épaule, même genou plié.',
    [
      'Monte sur le coude puis sur la main opposée.',
      'Lève les hanches et glisse la jambe tendue sous toi.',
      'Passe à genou puis debout, bras toujours tendu.',
      'Redescends dans l’ordre inverse.',
    ],
    ['Quitter la charge des yeux.', 'Plier le bras qui tient la charge.'],
    ['Corps entier'],
    ['Épaules', 'Abdominaux', 'Fessiers'],
  ),
  "Marche de l'ours": how(
    'À quatre pattes, genoux décollés de quelques centimètres, dos plat.',
    [
      'Avance une main et le pied opposé.',
      'Garde les genoux bas et les hanches stables.',
      'Alterne en avançant.',
    ],
    ['Monter les fesses haut.', 'Faire de trop grands pas.'],
    ['Corps entier'],
    ['Épaules', 'Abdominaux', 'Quadriceps'],
  ),
};
