import {
  Chart,
  EveningScreen
} from "./chunk-VQGJZ2A6.js";
import "./chunk-V3LD7JSL.js";
import "./chunk-RHA7XVHD.js";
import "./chunk-MLKGABMK.js";
export {
  Chart,
  EveningScreen
};
