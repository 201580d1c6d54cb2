import {
  potBefore,
  settleEntries
} from "./chunk-ZLQKKNAN.js";
import "./chunk-3REG3HKX.js";
import "./chunk-DUM67R5W.js";
import "./chunk-7JDYGH6Z.js";
import "./chunk-THA2VVA2.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  potBefore,
  settleEntries
};
