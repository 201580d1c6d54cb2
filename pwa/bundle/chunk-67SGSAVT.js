import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-VIDVJ4BZ.js";
import "./chunk-2CMIFPT3.js";
import "./chunk-CEPN6Z64.js";
import "./chunk-RAKEPAPJ.js";
import "./chunk-XLEFRC2V.js";
import "./chunk-VIPURRUT.js";
import "./chunk-J2CZRN4K.js";
import "./chunk-U3F653SE.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
