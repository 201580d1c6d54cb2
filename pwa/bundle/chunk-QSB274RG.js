import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-XLEFRC2V.js";
import "./chunk-VIPURRUT.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
