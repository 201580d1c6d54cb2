import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-4X7GP23F.js";
import "./chunk-VIPURRUT.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
