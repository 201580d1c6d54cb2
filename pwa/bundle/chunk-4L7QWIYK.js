import {
  CardCheck,
  VerifyScreen
} from "./chunk-DXGIXZLG.js";
import "./chunk-FX7GMKI4.js";
import "./chunk-3REG3HKX.js";
import "./chunk-NAGG4QF7.js";
import "./chunk-DUM67R5W.js";
import "./chunk-6EZZ4TPZ.js";
import "./chunk-T53QEEZF.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-QEL55DXN.js";
import "./chunk-7JDYGH6Z.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
