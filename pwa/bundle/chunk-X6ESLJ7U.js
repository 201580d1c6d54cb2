import {
  Qr,
  ShareScreen,
  shareLink
} from "./chunk-MAI2AAJE.js";
import "./chunk-6GGJFQX2.js";
import "./chunk-GTZS5S5T.js";
import "./chunk-J2CZRN4K.js";
import "./chunk-U3F653SE.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  Qr,
  ShareScreen,
  shareLink
};
