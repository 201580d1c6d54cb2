import {
  Lines,
  RowScreen,
  deleteWithUndo
} from "./chunk-JJPXLYOO.js";
import "./chunk-LO47BENU.js";
import "./chunk-7GKK7KEB.js";
import "./chunk-BFXNBDC5.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-22UXQ5K3.js";
import "./chunk-ZJTETP6M.js";
import "./chunk-EZSWZZBZ.js";
import "./chunk-MLKGABMK.js";
export {
  Lines,
  RowScreen,
  deleteWithUndo
};
