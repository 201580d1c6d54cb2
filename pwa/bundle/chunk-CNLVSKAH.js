import {
  CardCheck,
  VerifyScreen
} from "./chunk-PGYZIFAS.js";
import "./chunk-MZ4HNATI.js";
import "./chunk-7NFF3ARI.js";
import "./chunk-AI35IODP.js";
import "./chunk-DNRPER6U.js";
import "./chunk-ZQYOWF3G.js";
import "./chunk-WNNSHCCK.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-MCHRMM7Z.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  CardCheck,
  VerifyScreen
};
