import {
  events,
  isLive,
  watchSheet
} from "../chunk-R6FSRICL.js";
import "../chunk-HL3E757T.js";
import "../chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
