import {
  CardCheck,
  VerifyScreen
} from "./chunk-S6VTDZMZ.js";
import "./chunk-2U7RXFAP.js";
import "./chunk-KSPOQP6P.js";
import "./chunk-2LY4M7DT.js";
import "./chunk-7UGZYQVG.js";
import "./chunk-RZPOTP44.js";
import "./chunk-V3LD7JSL.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-MCHRMM7Z.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
