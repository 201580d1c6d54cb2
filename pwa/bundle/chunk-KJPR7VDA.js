import {
  Chart,
  EveningScreen
} from "./chunk-NVASPZLV.js";
import "./chunk-T53QEEZF.js";
import "./chunk-OV2HW6P6.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
