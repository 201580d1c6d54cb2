import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-3ZGD2BR5.js";
import "./chunk-VIPURRUT.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
