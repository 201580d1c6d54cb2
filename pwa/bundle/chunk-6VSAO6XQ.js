import {
  TournamentsScreen,
  placePoints,
  tournamentProblem
} from "./chunk-IIKZD222.js";
import "./chunk-TG6KA7T7.js";
import "./chunk-HL3E757T.js";
import "./chunk-MLKGABMK.js";
export {
  TournamentsScreen,
  placePoints,
  tournamentProblem
};
