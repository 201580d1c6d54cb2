import {
  events,
  isLive,
  watchSheet
} from "./chunk-DLO6ZF3Z.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
