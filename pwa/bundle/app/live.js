import {
  events,
  isLive,
  watchSheet
} from "../chunk-G7EQJHRT.js";
import "../chunk-5QXHN7LK.js";
import "../chunk-MLKGABMK.js";
export {
  events,
  isLive,
  watchSheet
};
