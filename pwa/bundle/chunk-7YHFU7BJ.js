import {
  Qr,
  ShareScreen,
  shareLink
} from "./chunk-IXLXKYXO.js";
import "./chunk-37XLABI5.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-DRS6ARPF.js";
import "./chunk-GDPL4SFZ.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  Qr,
  ShareScreen,
  shareLink
};
