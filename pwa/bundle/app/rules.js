import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "../chunk-DNRPER6U.js";
import "../chunk-HQBFSUNV.js";
import "../chunk-THA2VVA2.js";
import "../chunk-KCM7HTLM.js";
import "../chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
