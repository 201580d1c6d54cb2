import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-G763UTDF.js";
import "./chunk-VIPURRUT.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
