import { DEFAULT_PLATE_SETTINGS, type PlateSettings, plateSettingsSchema } from '@elan/domain';

/** The member's bar and plates, on this device (decision 019): the profile edits, the player reads. */
const PLATES_KEY = 'elan:plates';

export function loadPlateSettings(): PlateSettings {
  try {
    const raw = window.localStorage.getItem(PLATES_KEY);
    if (!raw) return DEFAULT_PLATE_SETTINGS;
    const parsed = plateSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_PLATE_SETTINGS;
  } catch {
    return DEFAULT_PLATE_SETTINGS;
  }
}

export function savePlateSettings(settings: PlateSettings): void {
  try {
    window.localStorage.setItem(PLATES_KEY, JSON.stringify(settings));
  } catch {
    // Blocked storage: the defaults come back next time.
  }
}
