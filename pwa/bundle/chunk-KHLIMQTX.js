import {
  CardCheck,
  VerifyScreen
} from "./chunk-ELSWBK5E.js";
import "./chunk-SJFBEQIH.js";
import "./chunk-OJO6HXZU.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-FR37QBMP.js";
import "./chunk-S4E4XWDW.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-KV4MQBDT.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
