import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "../chunk-X2YNAM2X.js";
import "../chunk-76HJ52WC.js";
import "../chunk-5GM52YBN.js";
import "../chunk-R2IDERMZ.js";
import "../chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
