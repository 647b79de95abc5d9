import type { ExerciseInstructions } from '@elan/domain';
import { how } from './how.ts';

/** Mobilité et étirements. */
export const MOBILITY: Record<string, ExerciseInstructions> = {
  'Étirement des ischios': how(
    'Assis ou debout, une jambe tendue devant toi, talon au sol.',
    [
      'Penche le buste vers l’avant en gardant le dos long.',
      'Va jusqu’à une tension douce derrière la cuisse.',
      'Respire lentement et relâche un peu plus à chaque expiration.',
    ],
    ['Arrondir le dos pour descendre plus bas.', 'Donner des à-coups.'],
    ['Ischio-jambiers'],
    ['Mollets', 'Lombaires'],
  ),
  'Étirement des quadriceps': how(
    'Debout, une main contre un mur pour l’équilibre.',
    [
      'Attrape ta cheville et ramène le talon vers la fesse.',
      'Garde les genoux côte à côte.',
      'Bascule légèrement le bassin vers l’avant et tiens.',
    ],
    ['Écarter le genou vers l’extérieur.', 'Cambrer le bas du dos.'],
    ['Quadriceps'],
    ['Hanches'],
  ),
  'Étirement des fléchisseurs de hanche': how(
    'En fente, genou arrière posé au sol sur un tapis.',
    [
      'Avance doucement le bassin.',
      'Serre le fessier de la jambe arrière.',
      'Garde le buste droit et tiens.',
    ],
    ['Cambrer au lieu d’avancer le bassin.', 'Laisser le genou avant dépasser loin le pied.'],
    ['Hanches'],
    ['Quadriceps'],
  ),
  'Étirement des pectoraux': how(
    'De profil à un mur, avant-bras posé contre lui, coude à hauteur d’épaule.',
    [
      'Tourne doucement le buste à l’opposé du mur.',
      'Sens l’étirement à l’avant de l’épaule.',
      'Tiens en respirant, puis change de côté.',
    ],
    ['Forcer dans l’épaule.', 'Hausser l’épaule.'],
    ['Pectoraux'],
    ['Épaules'],
  ),
  'Étirement des épaules': how(
    'Debout, un bras tendu devant la poitrine.',
    [
      'Ramène le bras vers toi avec l’autre main au-dessus du coude.',
      'Garde l’épaule basse.',
      'Tiens puis change de bras.',
    ],
    ['Tirer sur le coude lui-même.', 'Tourner le buste.'],
    ['Épaules'],
    ['Dos'],
  ),
  'Étirement des mollets': how(
    'Face à un mur, mains dessus, une jambe tendue derrière, talon au sol.',
    ['Avance le bassin vers le mur.', 'Garde le talon arrière au sol.', 'Tiens puis change de jambe.'],
    ['Décoller le talon.', 'Tourner le pied vers l’extérieur.'],
    ['Mollets'],
  ),
  'Étirement du papillon': how(
    'Assis, plantes des pieds l’une contre l’autre, genoux ouverts.',
    [
      'Tiens tes pieds et grandis le dos.',
      'Laisse les genoux descendre vers le sol.',
      'Penche-toi un peu en avant si c’est confortable.',
    ],
    ['Appuyer fort sur les genoux.', 'Arrondir le dos.'],
    ['Adducteurs'],
    ['Hanches'],
  ),
  'Chat-vache': how(
    'À quatre pattes, mains sous les épaules, genoux sous les hanches.',
    [
      'Inspire en creusant le dos, regard vers l’avant.',
      'Expire en arrondissant le dos, menton vers la poitrine.',
      'Enchaîne lentement au rythme du souffle.',
    ],
    ['Bouger seulement la tête.', 'Aller trop vite.'],
    ['Dos'],
    ['Lombaires', 'Abdominaux'],
  ),
  "Posture de l'enfant": how(
    'À genoux, gros orteils joints, genoux écartés.',
    [
      'Assieds-toi sur les talons.',
      'Allonge les bras devant toi, front au sol.',
      'Respire dans le dos et relâche.',
    ],
    ['Forcer si les genoux font mal.', 'Retenir sa respiration.'],
    ['Dos'],
    ['Hanches', 'Épaules'],
  ),
  'Posture du cobra': how(
    'Allongé sur le ventre, mains sous les épaules, coudes près du corps.',
    [
      'Pousse doucement pour décoller la poitrine.',
      'Garde le bassin au sol.',
      'Tiens sans douleur dans le bas du dos.',
    ],
    ['Tendre les bras au point de pincer les lombaires.', 'Hausser les épaules.'],
    ['Dos'],
    ['Abdominaux', 'Pectoraux'],
  ),
  'Posture du pigeon': how(
    'Depuis la position à quatre pattes, un genou avancé derrière le poignet, l’autre jambe tendue derrière.',
    [
      'Descends les hanches vers le sol.',
      'Garde le bassin de face.',
      'Penche le buste en avant si tu veux plus d’étirement.',
    ],
    ['Laisser le bassin basculer sur le côté.', 'Forcer sur le genou avant.'],
    ['Hanches'],
    ['Fessiers'],
  ),
  'Chien tête en bas': how(
    'À quatre pattes, orteils repliés.',
    [
      'Pousse le sol et monte les hanches vers le plafond.',
      'Allonge le dos, talons vers le sol.',
      'Respire et relâche la nuque.',
    ],
    ['Arrondir le dos pour poser les talons.', 'Hausser les épaules vers les oreilles.'],
    ['Corps entier'],
    ['Ischio-jambiers', 'Mollets', 'Épaules'],
  ),
  'Rotation thoracique': how(
    'À quatre pattes, une main derrière la tête.',
    [
      'Amène le coude vers le bras d’appui.',
      'Ouvre vers le plafond en suivant le coude du regard.',
      'Reviens lentement puis change de côté.',
    ],
    ['Tourner le bassin.', 'Aller trop vite.'],
    ['Dos'],
    ['Épaules', 'Obliques'],
  ),
  'Torsion au sol': how(
    'Allongé sur le dos, bras en croix, genoux pliés.',
    ['Laisse tomber les genoux d’un côté.', 'Garde les épaules au sol.', 'Respire puis change de côté.'],
    ['Décoller l’épaule opposée.', 'Forcer la descente des genoux.'],
    ['Dos'],
    ['Obliques', 'Hanches'],
  ),
  'Ouverture de hanches': how(
    'Debout, une main sur un mur ou une chaise pour l’équilibre.',
    ['Monte un genou devant toi.', 'Ouvre-le sur le côté en grand cercle.', 'Repose le pied et alterne.'],
    ['Pencher le buste.', 'Faire de petits cercles.'],
    ['Hanches'],
    ['Fessiers', 'Adducteurs'],
  ),
  'Cercles de hanches': how(
    'Debout, mains sur les hanches, pieds à largeur d’épaules.',
    [
      'Dessine de grands cercles avec le bassin.',
      'Garde les épaules immobiles.',
      'Change de sens à mi-temps.',
    ],
    ['Bouger les épaules avec.', 'Faire des cercles trop petits.'],
    ['Hanches'],
    ['Lombaires'],
  ),
  'Balancements de jambes': how(
    'Debout de profil à un mur, une main posée dessus.',
    ['Balance une jambe d’avant en arrière.', 'Augmente l’amplitude peu à peu.', 'Change de jambe.'],
    ['Cambrer le dos à l’arrière.', 'Lancer la jambe avec force dès le début.'],
    ['Hanches'],
    ['Ischio-jambiers', 'Fessiers'],
  ),
  'Squat profond en maintien': how(
    'Pieds un peu plus larges que les épaules, pointes ouvertes.',
    [
      'Descends le plus bas possible, talons au sol.',
      'Pousse les genoux avec les coudes.',
      'Garde le buste haut et respire.',
    ],
    ['Décoller les talons.', 'Arrondir le bas du dos.'],
    ['Hanches'],
    ['Mollets', 'Adducteurs'],
  ),
  'Cercles de bras': how(
    'Debout, bras tendus sur les côtés à hauteur d’épaules.',
    ['Dessine de petits cercles vers l’avant.', 'Agrandis-les peu à peu.', 'Change de sens.'],
    ['Hausser les épaules.', 'Plier les coudes.'],
    ['Épaules'],
    ['Trapèzes'],
  ),
  'Mobilité des chevilles': how(
    'Face à un mur, un pied à une main du mur, genou devant.',
    [
      'Avance le genou pour toucher le mur, talon au sol.',
      'Reviens et recommence.',
      'Recule le pied quand c’est facile.',
    ],
    ['Décoller le talon.', 'Laisser le genou rentrer.'],
    ['Mollets'],
  ),
  Chenille: how(
    'Debout, pieds à largeur de hanches.',
    [
      'Penche-toi et pose les mains au sol.',
      'Avance les mains jusqu’à la planche.',
      'Ramène les pieds vers les mains en marchant et relève-toi.',
    ],
    ['Plier beaucoup les genoux.', 'Laisser le bassin tomber en planche.'],
    ['Corps entier'],
    ['Ischio-jambiers', 'Épaules', 'Abdominaux'],
  ),
  'Fente avec rotation': how(
    'Debout, mains jointes devant la poitrine.',
    [
      'Fais une fente avant.',
      'Tourne le buste du côté de la jambe avant.',
      'Reviens au centre et remonte, puis change de jambe.',
    ],
    ['Tourner le genou avec le buste.', 'Perdre l’équilibre en pas trop court.'],
    ['Corps entier'],
    ['Quadriceps', 'Obliques', 'Hanches'],
  ),
};
