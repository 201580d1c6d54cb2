import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "../chunk-GDPL4SFZ.js";
import "../chunk-ROGZH6OR.js";
import "../chunk-E3ETW34C.js";
import "../chunk-T3Z37JU4.js";
import "../chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
