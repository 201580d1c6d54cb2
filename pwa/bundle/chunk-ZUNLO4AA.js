import {
  potBefore,
  settleEntries
} from "./chunk-2LDCGY4E.js";
import "./chunk-JC2QIUXP.js";
import "./chunk-U3F653SE.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
