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
} from "./chunk-VSZBTJQD.js";
import "./chunk-PQAR2RYT.js";
import "./chunk-2WPEHAKN.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
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
