import {
  Lines,
  RowScreen,
  deleteWithUndo
} from "./chunk-LRJ2AFMC.js";
import "./chunk-U3F653SE.js";
import "./chunk-XXV3ZZYC.js";
import "./chunk-2QR7DXWZ.js";
import "./chunk-VBLMMXQ6.js";
import "./chunk-ROGZH6OR.js";
import "./chunk-E3ETW34C.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  Lines,
  RowScreen,
  deleteWithUndo
};
