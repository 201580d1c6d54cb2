import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "../chunk-CMZKZJU5.js";
import "../chunk-76HJ52WC.js";
import "../chunk-5GM52YBN.js";
import "../chunk-5QXHN7LK.js";
import "../chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
