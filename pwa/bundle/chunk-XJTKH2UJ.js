import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-LH2IXOY6.js";
import "./chunk-BCV2X5JW.js";
import "./chunk-22RANLYY.js";
import "./chunk-UVZDV5RR.js";
import "./chunk-5RLJFLIO.js";
import "./chunk-VIPURRUT.js";
import "./chunk-2LY4M7DT.js";
import "./chunk-7UGZYQVG.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
