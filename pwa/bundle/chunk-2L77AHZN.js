import {
  Lines,
  RowScreen,
  deleteWithUndo
} from "./chunk-MZ4HNATI.js";
import "./chunk-DNRPER6U.js";
import "./chunk-ZQYOWF3G.js";
import "./chunk-WNNSHCCK.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  Lines,
  RowScreen,
  deleteWithUndo
};
