/**
 * This phone's own choices for new sheets, in the database's settings store (data.js): the rules
 * (a profile id), the cents per point, and the player's own name (the first seat of a new sheet).
 * Each is null until chosen: a new sheet then takes the profile index's default and the profile's
 * cents. The language and the theme are not here but in ui.js: they apply before the first paint.
 *
 * @example
 * await savePref("cents", 20);
 * (await loadPrefs()).cents // 20
 */
import { getSetting, setSetting } from "./data.js";

/** Each choice's key in the settings store. */
export const PREF_KEYS = Object.freeze({ profile: "new_sheet.profile", cents: "new_sheet.cents_per_point", ownName: "own_name" });

/**
 * Each choice as stored, or null.
 * @returns {Promise<{profile: string | null, cents: number | null, ownName: string | null}>}
 */
export async function loadPrefs() {
  return {
    profile: await getSetting(PREF_KEYS.profile, null),
    cents: await getSetting(PREF_KEYS.cents, null),
    ownName: await getSetting(PREF_KEYS.ownName, null),
  };
}

/** Store one choice (null: back to the rules' own). */
export function savePref(name, value) {
  return setSetting(PREF_KEYS[name], value);
}
