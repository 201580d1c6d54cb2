import {
  RoundBadge,
  RoundsSection,
  roundPending
} from "./chunk-5RLJFLIO.js";
import "./chunk-VIPURRUT.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  RoundBadge,
  RoundsSection,
  roundPending
};
