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
} from "./chunk-A2VVZCGK.js";
import "./chunk-QEL55DXN.js";
import "./chunk-7JDYGH6Z.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
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
