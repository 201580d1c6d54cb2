import {
  getSetting,
  setSetting
} from "./chunk-R2IDERMZ.js";

// pwa/app/prefs.js
var PREF_KEYS = Object.freeze({ profile: "new_sheet.profile", cents: "new_sheet.cents_per_point", ownName: "own_name" });
async function loadPrefs() {
  return {
    profile: await getSetting(PREF_KEYS.profile, null),
    cents: await getSetting(PREF_KEYS.cents, null),
    ownName: await getSetting(PREF_KEYS.ownName, null)
  };
}
function savePref(name, value) {
  return setSetting(PREF_KEYS[name], value);
}

export {
  loadPrefs,
  savePref
};
