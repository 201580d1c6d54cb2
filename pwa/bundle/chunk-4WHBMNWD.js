import {
  VALUE_SWITCHES,
  customOf,
  newCustomId,
  overlayOf,
  sampleDeals,
  sentOverlay,
  summaryParts,
  switchesBetween,
  takesCustom,
  valueRulesFrom,
  valueSwitchesOf
} from "./chunk-TWDACGK6.js";
import "./chunk-MCHRMM7Z.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  VALUE_SWITCHES,
  customOf,
  newCustomId,
  overlayOf,
  sampleDeals,
  sentOverlay,
  summaryParts,
  switchesBetween,
  takesCustom,
  valueRulesFrom,
  valueSwitchesOf
};
