import {
  GoneError,
  SyncError,
  acceptReplaced,
  deleteRemote,
  joinSheet,
  keepMine,
  liveFrom,
  markDeleted,
  merge,
  receiveChanges,
  restoreMine,
  serverCopy,
  syncSheet,
  tableRefusal,
  takeTheirs
} from "./chunk-ZKJZGAFZ.js";
import "./chunk-5BUIA3SD.js";
import "./chunk-VBLMMXQ6.js";
import {
  LOCAL_ORDER
} from "./chunk-5QXHN7LK.js";
import "./chunk-MLKGABMK.js";
export {
  GoneError,
  LOCAL_ORDER,
  SyncError,
  acceptReplaced,
  deleteRemote,
  joinSheet,
  keepMine,
  liveFrom,
  markDeleted,
  merge,
  receiveChanges,
  restoreMine,
  serverCopy,
  syncSheet,
  tableRefusal,
  takeTheirs
};
