import {
  RoundNav,
  RoundScreen,
  useRoundSheets
} from "./chunk-ZKCYQ4JJ.js";
import "./chunk-DUDCCTXQ.js";
import "./chunk-VSHWCWBS.js";
import "./chunk-UVZDV5RR.js";
import "./chunk-MP6ROX5I.js";
import "./chunk-VIPURRUT.js";
import "./chunk-AI35IODP.js";
import "./chunk-DNRPER6U.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  RoundNav,
  RoundScreen,
  useRoundSheets
};
