import {
  CardCheck,
  VerifyScreen
} from "./chunk-H3ETVHT4.js";
import "./chunk-LRJ2AFMC.js";
import "./chunk-JC2QIUXP.js";
import "./chunk-J2CZRN4K.js";
import "./chunk-U3F653SE.js";
import "./chunk-XXV3ZZYC.js";
import "./chunk-2QR7DXWZ.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-6NV3TM2G.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
