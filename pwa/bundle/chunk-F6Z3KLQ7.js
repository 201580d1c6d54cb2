import {
  Lines,
  RowScreen,
  deleteWithUndo
} from "./chunk-BGDGOFDZ.js";
import "./chunk-GDPL4SFZ.js";
import "./chunk-MRIMQK6M.js";
import "./chunk-MMYSFJTK.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-T3Z37JU4.js";
import "./chunk-MLKGABMK.js";
export {
  Lines,
  RowScreen,
  deleteWithUndo
};
