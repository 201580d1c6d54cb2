import {
  events,
  isLive,
  watchSheet
} from "./chunk-XICVRV2A.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
