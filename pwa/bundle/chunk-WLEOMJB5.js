import {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
} from "./chunk-7UGZYQVG.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  buildProfile,
  engineRecord,
  profileDoc,
  profileIndex,
  settleEntry,
  sheetProfile
};
