/** The bundled profiles' index and documents as a hook (offline: precached), for the screens that pick one. */
import { useEffect, useState } from "preact/hooks";
import { profileDoc, profileIndex } from "./rules.js";

/** @typedef {import("../engine/types.js").JsonObject} JsonObject */

export function useProfiles() {
  const [state, set] = useState(/** @type {{index: JsonObject | null, docs: {[id: string]: JsonObject}}} */ ({ index: null, docs: {} }));
  useEffect(() => {
    (async () => {
      const index = await profileIndex();
      /** @type {{[id: string]: JsonObject}} */
      const docs = {};
      for (const p of index.profiles) docs[p.id] = await profileDoc(p.id);
      set({ index, docs });
    })();
  }, []);
  return state;
}
