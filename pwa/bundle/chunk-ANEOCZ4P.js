import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-D2EPLCMA.js";
import "./chunk-5B4CWENZ.js";
import "./chunk-R2IDERMZ.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
