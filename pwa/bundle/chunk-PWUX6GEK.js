import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-ZGIMIWSN.js";
import "./chunk-HRWESYC2.js";
import "./chunk-NX54NN3T.js";
import "./chunk-RAKEPAPJ.js";
import "./chunk-QEZZKTME.js";
import "./chunk-VIPURRUT.js";
import "./chunk-DRS6ARPF.js";
import "./chunk-GDPL4SFZ.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
