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
} from "./chunk-KO4VNCYY.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
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
