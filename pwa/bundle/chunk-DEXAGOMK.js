import {
  Chart,
  EveningScreen
} from "./chunk-RBOCPNRX.js";
import "./chunk-2QR7DXWZ.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
