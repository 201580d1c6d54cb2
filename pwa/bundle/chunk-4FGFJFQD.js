import {
  potBefore,
  settleEntries
} from "./chunk-QDJDMYKN.js";
import "./chunk-7NFF3ARI.js";
import "./chunk-DNRPER6U.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-KCM7HTLM.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
