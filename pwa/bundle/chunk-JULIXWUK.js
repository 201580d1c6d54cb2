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
} from "./chunk-LU6EIBT2.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
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
