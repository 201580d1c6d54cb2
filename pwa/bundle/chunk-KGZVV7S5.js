import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-V4PSNC4G.js";
import "./chunk-VIPURRUT.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
