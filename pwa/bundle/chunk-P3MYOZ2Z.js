import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-YZMQ3TGF.js";
import "./chunk-QRU2QHBI.js";
import "./chunk-Z3TMDZ3F.js";
import "./chunk-6GVZGHFI.js";
import "./chunk-3ZGD2BR5.js";
import "./chunk-VIPURRUT.js";
import "./chunk-GOXB5RGN.js";
import "./chunk-CMZKZJU5.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
