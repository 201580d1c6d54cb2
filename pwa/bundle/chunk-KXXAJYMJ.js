import {
  potBefore,
  settleEntries
} from "./chunk-43SYIXUH.js";
import "./chunk-HSTIZBTN.js";
import "./chunk-GDPL4SFZ.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
