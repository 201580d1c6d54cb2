import {
  Lines,
  RowScreen,
  deleteWithUndo
} from "./chunk-X2YGAJCN.js";
import "./chunk-CMZKZJU5.js";
import "./chunk-ZKJZGAFZ.js";
import "./chunk-5BUIA3SD.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-76HJ52WC.js";
import "./chunk-5GM52YBN.js";
import "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  Lines,
  RowScreen,
  deleteWithUndo
};
