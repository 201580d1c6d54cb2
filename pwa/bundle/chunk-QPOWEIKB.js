import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "./chunk-LO47BENU.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
