import {
  Qr,
  ShareScreen,
  shareLink
} from "./chunk-RIRZ347F.js";
import "./chunk-VH4LOJA7.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-NAGG4QF7.js";
import "./chunk-DUM67R5W.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-7JDYGH6Z.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  Qr,
  ShareScreen,
  shareLink
};
