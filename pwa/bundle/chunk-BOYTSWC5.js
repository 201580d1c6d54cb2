import {
  potBefore,
  settleEntries
} from "./chunk-GWHSZLAK.js";
import "./chunk-MDWGHHKT.js";
import "./chunk-CMZKZJU5.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
