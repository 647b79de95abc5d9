/** The editor's French sentences that tests read too (issue 30). */
export const UNSAVED_CHANGES_TITLE = 'Quitter sans enregistrer ?';
export const UNSAVED_CHANGES_MESSAGE =
  'Tes modifications du programme ne sont pas enregistrées : si tu quittes cette page, elles seront perdues.';

/** The deletion's question, with how many members follow the programme (`followers_count`). */
export function deleteProgramMessage(followers: number): string {
  const who =
    followers === 0
      ? 'Personne ne suit ce programme pour le moment.'
      : followers === 1
        ? '1 membre suit ce programme : il ne le verra plus.'
        : `${followers} membres suivent ce programme : ils ne le verront plus.`;
  return `${who} Les séances déjà réalisées restent dans leur historique. Supprimer le programme ?`;
}

/** « 12 », or a range « 8–12 » (issue 30). */
export function repsText({ reps, reps_max }: { reps: number; reps_max: number | null }): string {
  return reps_max !== null && reps_max !== reps ? `${reps}–${reps_max}` : String(reps);
}
