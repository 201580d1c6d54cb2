import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-QEZZKTME.js";
import "./chunk-VIPURRUT.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
