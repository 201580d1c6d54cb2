import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-GXENNYUX.js";
import "./chunk-XFOUG5X4.js";
import "./chunk-YRMOKRM6.js";
import "./chunk-6GVZGHFI.js";
import "./chunk-4X7GP23F.js";
import "./chunk-VIPURRUT.js";
import "./chunk-EQBCYY2W.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-PK4STYAR.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
