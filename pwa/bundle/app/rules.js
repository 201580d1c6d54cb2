import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "../chunk-DUM67R5W.js";
import "../chunk-7JDYGH6Z.js";
import "../chunk-THA2VVA2.js";
import "../chunk-OV2HW6P6.js";
import "../chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
