import {
  events,
  isLive,
  watchSheet
} from "../chunk-GPP5UFYD.js";
import "../chunk-T3Z37JU4.js";
import "../chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
