import {
  events,
  isLive,
  watchSheet
} from "../chunk-TO3GQDDP.js";
import "../chunk-RHA7XVHD.js";
import "../chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
