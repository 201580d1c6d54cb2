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
} from "../chunk-6EZZ4TPZ.js";
import "../chunk-T53QEEZF.js";
import "../chunk-VBLMMXQ6.js";
import {
  LOCAL_ORDER
} from "../chunk-OV2HW6P6.js";
import "../chunk-MLKGABMK.js";
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
