export const APP_NAME = 'Élan';
export const APP_TAGLINE = 'Bouge mieux, vis mieux.';
export const APP_VERSION = '1.0.0';
