import {
  profileDoc,
  profileIndex
} from "./chunk-X2YNAM2X.js";
import {
  A,
  d
} from "./chunk-R2IDERMZ.js";

// pwa/app/useprofiles.js
function useProfiles() {
  const [state, set] = d(
    /** @type {{index: JsonObject | null, docs: {[id: string]: JsonObject}}} */
    { index: null, docs: {} }
  );
  A(() => {
    (async () => {
      const index = await profileIndex();
      const docs = {};
      for (const p of index.profiles) docs[p.id] = await profileDoc(p.id);
      set({ index, docs });
    })();
  }, []);
  return state;
}

export {
  useProfiles
};
