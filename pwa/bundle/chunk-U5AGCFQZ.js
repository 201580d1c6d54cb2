import {
  potBefore,
  settleEntries
} from "./chunk-2CXZBE5O.js";
import "./chunk-KSPOQP6P.js";
import "./chunk-7UGZYQVG.js";
import "./chunk-HQBFSUNV.js";
import "./chunk-THA2VVA2.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
