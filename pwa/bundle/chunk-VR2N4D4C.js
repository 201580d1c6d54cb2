import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-MP6ROX5I.js";
import "./chunk-VIPURRUT.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
