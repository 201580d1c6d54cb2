import {
  events,
  isLive,
  watchSheet
} from "./chunk-R342MEJ2.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
