/** The `webcal://` form of the feed's address: calendar applications open it as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Where each calendar application takes a subscribed address (issue 33), in French. */
export const CALENDAR_APPS = [
  {
    name: 'Google Agenda',
    steps: '« Autres agendas » → « + » → « À partir de l’URL », puis collez l’adresse.',
  },
  {
    name: 'Apple Calendrier',
    steps: '« Fichier » → « Nouvel abonnement à un calendrier… », ou touchez le lien webcal.',
  },
  {
    name: 'Outlook',
    steps: '« Ajouter un calendrier » → « S’abonner à partir du web », puis collez l’adresse.',
  },
] as const;
