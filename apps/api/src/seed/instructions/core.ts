import type { ExerciseInstructions } from '@elan/domain';
import { how } from './how.ts';

/** Tronc. */
export const CORE: Record<string, ExerciseInstructions> = {
  Gainage: how(
    'Sur les avant-bras, coudes sous les épaules, pieds joints, corps droit.',
    [
      'Serre les abdominaux et les fessiers.',
      'Garde la tête dans l’alignement du dos.',
      'Respire calmement et tiens la position.',
    ],
    ['Laisser le bassin s’affaisser.', 'Monter les fesses trop haut.'],
    ['Abdominaux'],
    ['Épaules', 'Fessiers', 'Lombaires'],
  ),
  'Gainage latéral': how(
    'Sur un avant-bras, coude sous l’épaule, jambes tendues l’une sur l’autre.',
    ['Monte les hanches pour aligner le corps.', 'Garde le bassin de face.', 'Tiens puis change de côté.'],
    ['Laisser la hanche descendre.', 'Pencher le buste vers l’avant.'],
    ['Obliques'],
    ['Abdominaux', 'Épaules'],
  ),
  'Planche commando': how(
    'En planche sur les avant-bras, pieds écartés à largeur de hanches.',
    [
      'Pose une main puis l’autre pour monter en appui bras tendus.',
      'Redescends un avant-bras après l’autre.',
      'Alterne le bras qui commence.',
    ],
    ['Balancer les hanches de gauche à droite.', 'Aller trop vite au détriment du gainage.'],
    ['Abdominaux'],
    ['Épaules', 'Triceps'],
  ),
  "Gainage toucher d'épaule": how(
    'En appui bras tendus, mains sous les épaules, pieds un peu écartés.',
    ['Touche l’épaule opposée avec une main.', 'Garde le bassin immobile.', 'Repose la main et alterne.'],
    ['Faire tourner les hanches.', 'Rapprocher les pieds, ce qui rend l’équilibre instable.'],
    ['Abdominaux'],
    ['Obliques', 'Épaules'],
  ),
  'Position creuse': how(
    'Allongé sur le dos, bras tendus derrière la tête, jambes tendues.',
    [
      'Plaque le bas du dos au sol.',
      'Décolle les épaules et les jambes.',
      'Tiens la forme de banane en respirant.',
    ],
    ['Laisser le bas du dos se décoller.', 'Monter les jambes trop haut pour se faciliter la tâche.'],
    ['Abdominaux'],
    ['Obliques'],
  ),
  'Dead bug': how(
    'Allongé sur le dos, bras tendus vers le plafond, genoux pliés à 90° au-dessus des hanches.',
    ['Tends une jambe et le bras opposé vers le sol.', 'Garde le bas du dos plaqué.', 'Reviens et alterne.'],
    ['Cambrer le dos en allongeant.', 'Aller trop vite.'],
    ['Abdominaux'],
    ['Obliques', 'Hanches'],
  ),
  'Bird dog': how(
    'À quatre pattes, mains sous les épaules, genoux sous les hanches, dos plat.',
    [
      'Tends un bras devant et la jambe opposée derrière.',
      'Tiens deux secondes, bassin immobile.',
      'Reviens et alterne.',
    ],
    ['Monter la jambe trop haut et cambrer.', 'Laisser le bassin tourner.'],
    ['Lombaires'],
    ['Fessiers', 'Abdominaux', 'Épaules'],
  ),
  'Pallof press': how(
    'De profil à un élastique ou un câble à hauteur de poitrine, poignée contre le sternum.',
    [
      'Pousse les mains droit devant toi.',
      'Résiste à la rotation, buste de face.',
      'Ramène les mains à la poitrine.',
    ],
    ['Laisser le buste tourner vers l’ancrage.', 'Se tenir trop près de l’ancrage.'],
    ['Obliques'],
    ['Abdominaux', 'Épaules'],
  ),
  Crunch: how(
    'Allongé sur le dos, genoux pliés, mains près des tempes.',
    [
      'Enroule le haut du dos en décollant les omoplates.',
      'Expire en contractant les abdominaux.',
      'Redescends lentement.',
    ],
    ['Tirer sur la nuque avec les mains.', 'Monter jusqu’à s’asseoir.'],
    ['Abdominaux'],
  ),
  'Crunch inversé': how(
    'Allongé sur le dos, mains au sol, genoux pliés au-dessus des hanches.',
    [
      'Enroule le bassin pour amener les genoux vers la poitrine.',
      'Décolle légèrement les fesses.',
      'Redescends contrôlé.',
    ],
    ['Prendre de l’élan avec les jambes.', 'Laisser retomber le bassin.'],
    ['Abdominaux'],
    ['Hanches'],
  ),
  'Crunch bicyclette': how(
    'Allongé sur le dos, mains aux tempes, jambes levées, genoux pliés.',
    [
      'Amène un coude vers le genou opposé en tendant l’autre jambe.',
      'Tourne le buste, pas seulement le coude.',
      'Alterne de façon régulière.',
    ],
    ['Tirer sur la nuque.', 'Pédaler trop vite sans tourner le buste.'],
    ['Obliques'],
    ['Abdominaux'],
  ),
  'Relevés de jambes': how(
    'Allongé sur le dos, mains sous les fesses, jambes tendues.',
    [
      'Monte les jambes jusqu’à la verticale.',
      'Redescends lentement sans toucher le sol.',
      'Garde le bas du dos plaqué.',
    ],
    ['Cambrer le dos en descendant.', 'Laisser tomber les jambes.'],
    ['Abdominaux'],
    ['Hanches'],
  ),
  'Russian twist': how(
    'Assis, buste incliné en arrière, pieds décollés ou posés, mains jointes.',
    ['Tourne le buste d’un côté.', 'Amène les mains près de la hanche.', 'Tourne de l’autre côté.'],
    ['Bouger seulement les bras.', 'Arrondir le dos.'],
    ['Obliques'],
    ['Abdominaux'],
  ),
  Superman: how(
    'Allongé sur le ventre, bras tendus devant, front vers le sol.',
    [
      'Décolle bras, poitrine et jambes.',
      'Tiens deux secondes en serrant les fessiers.',
      'Redescends lentement.',
    ],
    ['Relever la tête en arrière.', 'Donner un à-coup.'],
    ['Lombaires'],
    ['Fessiers', 'Épaules'],
  ),
  'Redressements assis': how(
    'Allongé sur le dos, genoux pliés, pieds à plat, bras croisés sur la poitrine.',
    ['Enroule le buste jusqu’à t’asseoir.', 'Expire en montant.', 'Redescends vertèbre par vertèbre.'],
    ['Se lancer avec les bras.', 'Décoller les pieds.'],
    ['Abdominaux'],
    ['Hanches'],
  ),
  Ciseaux: how(
    'Allongé sur le dos, mains sous les fesses, jambes tendues légèrement décollées.',
    [
      'Croise les jambes l’une au-dessus de l’autre.',
      'Garde le bas du dos au sol.',
      'Alterne à rythme régulier.',
    ],
    ['Cambrer le dos.', 'Plier les genoux.'],
    ['Abdominaux'],
    ['Hanches'],
  ),
  'Roulette abdominale': how(
    'À genoux, roulette tenue à deux mains sous les épaules.',
    [
      'Roule vers l’avant en gardant le dos plat.',
      'Va aussi loin que ton gainage le permet.',
      'Reviens en contractant les abdominaux.',
    ],
    ['Cambrer le bas du dos.', 'Aller trop loin trop tôt.'],
    ['Abdominaux'],
    ['Épaules', 'Dos'],
  ),
  Bûcheron: how(
    'Debout, pieds écartés, élastique ou haltère tenu à deux mains près d’une épaule.',
    ['Descends en diagonale vers la hanche opposée.', 'Pivote sur le pied arrière.', 'Reviens contrôlé.'],
    ['Tirer seulement avec les bras.', 'Arrondir le dos.'],
    ['Obliques'],
    ['Abdominaux', 'Épaules'],
  ),
};
