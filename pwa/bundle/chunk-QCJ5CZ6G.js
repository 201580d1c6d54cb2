import {
  potBefore,
  settleEntries
} from "./chunk-EE7OJ5J4.js";
import "./chunk-OJO6HXZU.js";
import "./chunk-X2YNAM2X.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
