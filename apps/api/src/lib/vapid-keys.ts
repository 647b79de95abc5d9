import webPush from 'web-push';

/** A VAPID key pair, generated once (kept in DATA_DIR/secrets.json) by the configuration. */
export const generateVapidKeys = () => webPush.generateVAPIDKeys();
