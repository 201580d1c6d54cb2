import {
  events,
  isLive,
  watchSheet
} from "./chunk-PDHTS3UR.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
