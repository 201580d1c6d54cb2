import {
  KONTRA_NAMES,
  VOCABULARY
} from "./chunk-5GM52YBN.js";
import {
  STRINGS,
  text
} from "./chunk-R2IDERMZ.js";

// pwa/engine/messages_data.js
var MESSAGES = Object.freeze({
  "announcements.shape": {
    "de": "Die Ansagen lassen sich nicht lesen.",
    "en": "The announcements cannot be read."
  },
  "augen.impossible": {
    "de": "Diese Augenzahl kann kein Blatt ergeben.",
    "en": "No hand can make this number of Augen."
  },
  "augen.range": {
    "de": "Augen: eine ganze Zahl von 0 bis {max}.",
    "en": "Augen: a whole number from 0 to {max}."
  },
  "augen.tricks_game": {
    "de": "Beim {game} zählen Stiche, nicht Augen.",
    "en": "The {game} counts tricks, not Augen."
  },
  "bird.missing": {
    "de": "{game} braucht seinen Pflichtvogel.",
    "en": "The {game} needs its compulsory bird."
  },
  "bird.none": {
    "de": "Beim {game} gibt es keinen Pflichtvogel.",
    "en": "The {game} has no compulsory bird."
  },
  "bird.not_announced": {
    "de": "Der Pflichtvogel muss als angesagte Prämie der Spielerseite eingetragen sein.",
    "en": "The compulsory bird must be entered as an announced premium of the declarer's side."
  },
  "bird.wrong": {
    "de": "{game} hat einen anderen Pflichtvogel.",
    "en": "The {game} has another compulsory bird."
  },
  "breach.base_tariff": {
    "de": "Ein durch Regelverstoß entschiedenes Spiel zählt nur den Grundtarif.",
    "en": "A game decided by a breach counts at its base tariff only."
  },
  "breach.not_counted": {
    "de": "Ein durch Regelverstoß entschiedenes Spiel zählt keine Augen und Stiche.",
    "en": "A game decided by a breach counts no Augen and no tricks."
  },
  "breach.off": {
    "de": "Nach den Hausregeln entscheidet ein Regelverstoß das Spiel nicht: es zählen die Karten.",
    "en": "By the house rules a breach does not decide the game: the cards do."
  },
  "breach.rule": {
    "de": "Diesen Regelverstoß gibt es nicht.",
    "en": "There is no such breach of the rules."
  },
  "breach.shape": {
    "de": "Bei einem Regelverstoß bitte angeben, wer ihn begangen hat.",
    "en": "For a breach of the rules please name who made it."
  },
  "card.unknown": {
    "de": "Diese Karte gibt es nicht.",
    "en": "There is no such card."
  },
  "cards.dealt_twice": {
    "de": "{card} ist zweimal ausgeteilt.",
    "en": "{card} is dealt twice."
  },
  "cards.shape": {
    "de": "Die Karten lassen sich nicht lesen.",
    "en": "The cards cannot be read."
  },
  "cards.twice": {
    "de": "Eine Karte steht zweimal da.",
    "en": "A card is listed twice."
  },
  "cents.range": {
    "de": "Cent pro Punkt: eine ganze Zahl von 0 bis {max}.",
    "en": "Cents per point: a whole number from 0 to {max}."
  },
  "conceded.lost": {
    "de": "Ein geschleiftes Spiel ist verloren.",
    "en": "A conceded (geschleift) game is lost."
  },
  "conceded.needs_king_in_talon": {
    "de": "Schleifen geht nur, wenn der gerufene König im Talon liegt.",
    "en": "Only a game whose called king lies in the talon can be conceded."
  },
  "conceded.no_kontra": {
    "de": "Ein geschleiftes Spiel hat kein Kontra.",
    "en": "A conceded (geschleift) game has no Kontra."
  },
  "conceded.no_tricks": {
    "de": "Ein geschleiftes Spiel hat keine Stiche und keinen Valat.",
    "en": "A conceded (geschleift) game has no tricks and no Valat."
  },
  "conceded.not_allowed": {
    "de": "{game} kann nicht geschleift werden.",
    "en": "The {game} cannot be conceded (geschleift)."
  },
  "dealer.fourth": {
    "de": "Der Geber, der aussetzt, ist ein vierter Spieler, keiner der drei.",
    "en": "The dealer who sits out is a fourth player, not one of the three."
  },
  "dealer.missing": {
    "de": "Bitte den Geber angeben: er setzt aus.",
    "en": "Please name the dealer: he sits out."
  },
  "dealer.not_at_table": {
    "de": "Der Geber muss einer der Spieler am Tisch sein.",
    "en": "The dealer must be one of the players at the table."
  },
  "dealer.sits_out": {
    "de": "Der Geber setzt am Fünfertisch aus und spielt nicht mit.",
    "en": "At a table of five the dealer sits out and does not play."
  },
  "deals.too_many": {
    "de": "Eine Liste hat höchstens {max} Spiele.",
    "en": "A sheet has at most {max} deals."
  },
  "declarer.not_active": {
    "de": "Spielen kann nur, wer mitspielt: {players}.",
    "en": "Only someone who plays can be the declarer: {players}."
  },
  "declarer.vorhand_only": {
    "de": "{game} darf nach diesen Regeln nur die Vorhand spielen.",
    "en": "By these rules only the Vorhand may play the {game}."
  },
  "discard.missing": {
    "de": "Die {cards} abgelegten Karten des Spielers fehlen.",
    "en": "The declarer's {cards} discarded cards are missing."
  },
  "discard.none": {
    "de": "Beim {game} wird nichts abgelegt.",
    "en": "Nothing is discarded in the {game}."
  },
  "game.not_played": {
    "de": "Dieses Spiel wird nach diesen Regeln nicht gespielt.",
    "en": "These rules do not play this game."
  },
  "game.thrown_in": {
    "de": "Alle haben gepasst: das Spiel ist eingeworfen und wird nicht gespielt.",
    "en": "All passed: the deal is thrown in and not played."
  },
  "game.unknown": {
    "de": "Dieses Spiel gibt es nicht.",
    "en": "There is no such game."
  },
  "hand.size": {
    "de": "Ein Blatt hat genau {cards} Karten.",
    "en": "A hand has exactly {cards} cards."
  },
  "hands.size": {
    "de": "Jeder Spieler braucht {cards} Karten: {players}.",
    "en": "Every player needs {cards} cards: {players}."
  },
  "house_rules.choice": {
    "de": "Diese Einstellung gibt es nicht.",
    "en": "There is no such setting."
  },
  "house_rules.list": {
    "de": "Hier gehört eine Auswahl von Spielen oder Prämien hin.",
    "en": "A choice of games or premiums belongs here."
  },
  "house_rules.no_trischaken": {
    "de": "Nach diesen Regeln gibt es kein Trischaken.",
    "en": "These rules have no Trischaken."
  },
  "overlay.id": {
    "de": "Die eigene Regel braucht eine Kennung aus a–z, 0–9 und -, höchstens {max} Zeichen.",
    "en": "The own rule set needs an id of a–z, 0–9 and -, at most {max} characters."
  },
  "overlay.name": {
    "de": "Die eigene Regel braucht einen Namen mit höchstens {max} Zeichen.",
    "en": "The own rule set needs a name of at most {max} characters."
  },
  "overlay.official_id": {
    "de": "Diese Kennung gehört offiziellen Regeln: die eigene Regel braucht eine eigene.",
    "en": "This id belongs to official rules: the own rule set needs one of its own."
  },
  "overlay.official_name": {
    "de": "Dieser Name liest sich wie der offizieller Regeln ({official}): die eigene Regel braucht einen eigenen.",
    "en": "This name reads as that of official rules ({official}): the own rule set needs one of its own."
  },
  "overlay.name_char": {
    "de": "Der Name der eigenen Regel ist eine Zeile mit höchstens {max} Zeichen, ohne Zeilenumbruch, Tabulator und unsichtbare Zeichen.",
    "en": "The own rule set's name is one line of at most {max} characters, with no line break, tab or invisible character."
  },
  "overlay.shape": {
    "de": "Die eigene Regel lässt sich nicht lesen.",
    "en": "The own rule set cannot be read."
  },
  "overlay.unknown_key": {
    "de": "Die eigene Regel enthält etwas Unbekanntes.",
    "en": "The own rule set holds something unknown."
  },
  "overlay.version": {
    "de": "Die eigene Regel braucht eine Version mit höchstens {max} Zeichen.",
    "en": "The own rule set needs a version of at most {max} characters."
  },
  "house_rules.no_bird": {
    "de": "Nach diesen Regeln darf im Dreier kein Vogel angesagt werden, also gibt es keinen Besserdreier.",
    "en": "These rules allow no bird in a Dreier, so there is no Besserdreier."
  },
  "house_rules.no_valat": {
    "de": "Nach diesen Regeln gibt es keinen Valat.",
    "en": "These rules have no valat."
  },
  "house_rules.not_in_profile": {
    "de": "Das gibt es nach diesen Regeln nicht.",
    "en": "These rules have no such thing."
  },
  "house_rules.shape": {
    "de": "Die Hausregeln lassen sich nicht lesen.",
    "en": "The house rules cannot be read."
  },
  "house_rules.unknown": {
    "de": "Diese Hausregel gibt es nicht.",
    "en": "There is no such house rule."
  },
  "house_rules.unknown_id": {
    "de": "Das gibt es nicht.",
    "en": "There is no such thing."
  },
  "house_rules.values": {
    "de": "Werte je Spiel oder Prämie als ganze Zahlen.",
    "en": "Values per game or premium as whole numbers."
  },
  "king.expected": {
    "de": "Gerufen wird ein König (mit allen vier Königen eine Dame).",
    "en": "A king is called (a queen by whoever holds all four kings)."
  },
  "king.missing": {
    "de": "Beim {game} bitte den gerufenen König angeben.",
    "en": "For the {game} please name the called king."
  },
  "king.no_queen": {
    "de": "Nach diesen Regeln wird keine Dame gerufen.",
    "en": "These rules call no queen."
  },
  "king.not_called": {
    "de": "Beim {game} wird kein König gerufen.",
    "en": "No king is called in the {game}."
  },
  "king.queen_needs_four_kings": {
    "de": "Eine Dame ruft nur, wer alle vier Könige hat.",
    "en": "Only whoever holds all four kings calls a queen."
  },
  "kontra.declarer": {
    "de": "Der Spieler kann nicht kontrieren.",
    "en": "The declarer cannot kontrieren."
  },
  "kontra.level": {
    "de": "Kontra-Stufe von 0 bis 5 (1 Kontra, 2 Rekontra, 3 Subkontra).",
    "en": "A Kontra level from 0 to 5 (1 Kontra, 2 Rekontra, 3 Subkontra)."
  },
  "kontra.per_opponent": {
    "de": "Kontra einzelner Gegner gibt es nur bei Negativspielen.",
    "en": "Kontra by single opponents exists only in negative games."
  },
  "kontra.silent": {
    "de": "Nur Angesagtes kann kontriert werden.",
    "en": "Only what was announced can be kontriert."
  },
  "kontra.too_many": {
    "de": "Kontra-Stufen nach diesen Regeln: höchstens {max}.",
    "en": "Kontra levels by these rules: at most {max}."
  },
  "name.invalid": {
    "de": "Ein Name hat 1 bis {max} Zeichen, ohne Leerzeichen am Rand und ohne unsichtbare Zeichen.",
    "en": "A name has 1 to {max} characters, no spaces around it and no invisible characters."
  },
  "names.look_alike": {
    "de": "Die Namen {first} und {second} sehen gleich aus (ein Buchstabe aus einer anderen Schrift?): jeder Name muss anders aussehen.",
    "en": "The names {first} and {second} look alike (a letter from another alphabet?): every name must look different."
  },
  "names.duplicate": {
    "de": "Jeder Name nur einmal (Groß- und Kleinschreibung zählen nicht).",
    "en": "Every name only once (upper and lower case do not count)."
  },
  "number.range": {
    "de": "Eine ganze Zahl von {min} bis {max}.",
    "en": "A whole number from {min} to {max}."
  },
  "outcome.missing": {
    "de": "Bitte angeben, ob gewonnen oder verloren – oder das Ergebnis (Punkte, Augen oder Stiche).",
    "en": "Please say whether the game was won or lost, or give its result (points, Augen or tricks)."
  },
  "partner.alone": {
    "de": "Dieses Spiel wird allein gespielt: kein Partner.",
    "en": "This game is played alone: no partner."
  },
  "partner.king_in_talon": {
    "de": "Der gerufene König lag im Talon: der Spieler spielt allein.",
    "en": "The called king lay in the talon: the declarer plays alone."
  },
  "partner.missing": {
    "de": "Wer hatte den gerufenen König? (Oder: König im Talon.)",
    "en": "Who held the called king? (Or: king in the talon.)"
  },
  "partner.own_king": {
    "de": "Den eigenen König rufen ist nach diesen Regeln nicht erlaubt (als Renonce eintragen).",
    "en": "Calling one's own king is not allowed by these rules (enter it as a Renonce)."
  },
  "partner.self_call": {
    "de": "Wer sich selbst ruft, spielt ohne Partner.",
    "en": "Whoever calls their own king plays without a partner."
  },
  "player.not_at_table": {
    "de": "Das muss jemand am Tisch sein: {players}.",
    "en": "This must be someone at the table: {players}."
  },
  "player.one_of": {
    "de": "Das muss einer von ihnen sein: {players}.",
    "en": "This must be one of them: {players}."
  },
  "players.count": {
    "de": "Am Tisch sitzen 3 oder 4 Spieler (zu viert setzt der Geber aus).",
    "en": "3 or 4 players sit at the table (at four the dealer sits out)."
  },
  "players.order": {
    "de": "Die drei Spieler in Spielreihenfolge, die Vorhand zuerst.",
    "en": "The three players in playing order, the Vorhand first."
  },
  "players.seating": {
    "de": "Am Tisch sitzen 4 Spieler, oder 5 mit dem Geber, der aussetzt.",
    "en": "4 players sit at the table, or 5 with the dealer, who sits out."
  },
  "points.between": {
    "de": "Punkte von {min} bis {max}.",
    "en": "Points from {min} to {max}."
  },
  "points.blatt": {
    "de": "Nach dem Schrägstrich steht 0, 1 oder 2 (Blatt).",
    "en": "After the slash comes 0, 1 or 2 (Blatt)."
  },
  "points.negative_game": {
    "de": "Dieses Spiel zählt Stiche, nicht Punkte.",
    "en": "This game counts tricks, not points."
  },
  "points.notation": {
    "de": "Punkte als Zahl eingeben, z. B. 35 oder 35/2.",
    "en": "Enter points as a number, e.g. 35 or 35/2."
  },
  "points.range": {
    "de": "Von 0 bis 70 Punkte.",
    "en": "From 0 to 70 points."
  },
  "points.too_many": {
    "de": "Höchstens 70 Punkte.",
    "en": "At most 70 points."
  },
  "points.valat_talon": {
    "de": "Nach dem Valat bleiben der anderen Seite nur {cards} Talonkarten: höchstens {max} Punkte, nicht {points}.",
    "en": "After the Valat the other side has only {cards} talon cards: at most {max} points, not {points}."
  },
  "premium.fixed_side": {
    "de": "{premium} gehört immer der anderen Seite.",
    "en": "{premium} always belongs to the other side."
  },
  "premium.lost_game": {
    "de": "{premium} kann bei einem verlorenen Spiel nicht gemacht sein.",
    "en": "{premium} cannot be made on a lost game."
  },
  "premium.needs_called_king": {
    "de": "{premium} gibt es nur in Spielen mit gerufenem König.",
    "en": "{premium} exists only in games with a called king."
  },
  "premium.not_in_game": {
    "de": "Beim {game} gibt es diese Prämie nicht.",
    "en": "The {game} has no such premium."
  },
  "premium.not_in_profile": {
    "de": "Diese Prämie gibt es nach diesen Regeln nicht.",
    "en": "These rules have no such premium."
  },
  "premium.side": {
    "de": "Bitte die Seite angeben: Spieler oder Gegner.",
    "en": "Please give the side: declarer or opponents."
  },
  "premium.switched_off": {
    "de": "Diese Prämie ist in den Hausregeln abgeschaltet.",
    "en": "This premium is switched off by the house rules."
  },
  "premium.too_few_points": {
    "de": "{premium} braucht {need} Punkte, die Spielerseite hat {have}.",
    "en": "{premium} needs {need} points, the declarer's side has {have}."
  },
  "premium.twice": {
    "de": "Diese Prämie steht für dieselbe Seite zweimal da.",
    "en": "This premium is listed twice for the same side."
  },
  "premium.unknown": {
    "de": "Diese Prämie gibt es nicht.",
    "en": "There is no such premium."
  },
  "premium.won_missing": {
    "de": "Bitte angeben, ob die Prämie gemacht wurde.",
    "en": "Please say whether the premium was made."
  },
  "premium.wrong_player_side": {
    "de": "Diese Prämie gehört der anderen Seite.",
    "en": "This premium belongs to the other side."
  },
  "premiums.shape": {
    "de": "Die Prämien lassen sich nicht lesen.",
    "en": "The premiums cannot be read."
  },
  "profile.id_too_long": {
    "de": "Der Name eines Regelprofils hat höchstens {max} Zeichen.",
    "en": "A rule profile's name has at most {max} characters."
  },
  "profile.number": {
    "de": "Eine Zahl der Regeln liegt nicht zwischen {min} und {max}.",
    "en": "A number of the rule set is not between {min} and {max}."
  },
  "profile.invalid": {
    "de": "Dieses Regelprofil ist fehlerhaft.",
    "en": "This rule profile is faulty."
  },
  "profile.missing": {
    "de": "Bitte ein Regelprofil wählen.",
    "en": "Please choose a rule profile."
  },
  "profile.other_family": {
    "de": "Dieses Regelprofil gehört zu einer anderen Tarockart.",
    "en": "This rule profile belongs to another kind of Tarock."
  },
  "profile.unknown": {
    "de": "Dieses Regelprofil gibt es nicht.",
    "en": "There is no such rule profile."
  },
  "record.not_object": {
    "de": "Die Angaben zu diesem Spiel sind unvollständig oder beschädigt.",
    "en": "The entries for this deal are incomplete or damaged."
  },
  "record.unknown_field": {
    "de": "Eine unbekannte Angabe ist dabei ({name}).",
    "en": "An unknown entry is included ({name})."
  },
  "renonce.own_king_allowed": {
    "de": "Den eigenen König rufen ist an diesem Tisch erlaubt: das ist keine Renonce.",
    "en": "Calling one's own king is allowed at this table: it is no Renonce."
  },
  "renonce.own_king_player": {
    "de": "Den König ruft der Spieler: nur er kann diese Renonce begehen.",
    "en": "Only the declarer calls a king: only he can make this Renonce."
  },
  "renonce.players": {
    "de": "Eine Renonce begehen ein oder zwei verschiedene Spieler.",
    "en": "A Renonce is made by one or two different players."
  },
  "renonce.rule": {
    "de": "Diese Renonce-Regel gibt es nicht.",
    "en": "There is no such Renonce rule."
  },
  "renonce.shape": {
    "de": "Bei einer Renonce bitte angeben, wer sie begangen hat.",
    "en": "For a Renonce please name who made it."
  },
  "schneider.no": {
    "de": "Die Verlierer haben {augen} Augen: das ist kein Schneider (erst unter {below}).",
    "en": "The losing side has {augen} Augen: that is no Schneider (only under {below})."
  },
  "schneider.none": {
    "de": "Beim {game} gibt es kein Schneider und kein Schwarz.",
    "en": "The {game} has no Schneider and no Schwarz."
  },
  "schneider.schwarz": {
    "de": "Schwarz ist immer auch Schneider.",
    "en": "Schwarz is always Schneider too."
  },
  "schneider.yes": {
    "de": "Die Verlierer haben {augen} Augen: das ist Schneider (unter {below}).",
    "en": "The losing side has {augen} Augen: that is Schneider (under {below})."
  },
  "schwarz.augen": {
    "de": "Mit allen Stichen hat der Spieler alle {all} Augen, nicht {augen}.",
    "en": "With every trick the declarer has all {all} Augen, not {augen}."
  },
  "schwarz.tricks": {
    "de": "Schwarz heißt alle Stiche, nicht {tricks} von {all}.",
    "en": "Schwarz means every trick, not {tricks} of {all}."
  },
  "schwarz.won": {
    "de": "Schwarz: der Spieler hat alle Stiche, also gewonnen.",
    "en": "Schwarz: the declarer took every trick, so he won."
  },
  "sheet.differs": {
    "de": "Passt nicht zu den Angaben der Liste.",
    "en": "Does not match the sheet's settings."
  },
  "sheet.not_object": {
    "de": "Die Liste ist unvollständig oder beschädigt.",
    "en": "The sheet is incomplete or damaged."
  },
  "stock.size": {
    "de": "Der Stock hat {cards} Karten.",
    "en": "The Stock has {cards} cards."
  },
  "talon.none": {
    "de": "{game} wird ohne Talon gespielt.",
    "en": "The {game} is played without the talon."
  },
  "talon.shape": {
    "de": "Der Talon sind zwei Hälften zu je 3 Karten.",
    "en": "The talon is two halves of 3 cards each."
  },
  "talon_taken.choice": {
    "de": "Welche Talonhälfte hat der Spieler genommen: die erste oder die zweite?",
    "en": "Which talon half did the declarer take: the first or the second?"
  },
  "talon_taken.whole": {
    "de": "Beim {game} nimmt der Spieler den ganzen Talon.",
    "en": "In the {game} the declarer takes the whole talon."
  },
  "talon_to.choice": {
    "de": "Der Talon geht an den letzten Stich oder an die ersten sechs Stiche.",
    "en": "The talon goes to the last trick or to the first six tricks."
  },
  "talon_to.not_chosen": {
    "de": "Beim {game} wählt die Vorhand nicht, wohin der Talon geht.",
    "en": "In the {game} the Vorhand does not choose where the talon goes."
  },
  "text.too_long": {
    "de": "Höchstens {max} Zeichen.",
    "en": "At most {max} characters."
  },
  "trick.shape": {
    "de": "Ein Stich ist unvollständig oder beschädigt.",
    "en": "A trick is incomplete or damaged."
  },
  "trick.size": {
    "de": "Ein Stich hat {cards} Karten (nur der letzte darf unvollständig sein).",
    "en": "A trick has {cards} cards (only the last may be unfinished)."
  },
  "tricks.positive_game": {
    "de": "Dieses Spiel zählt Punkte, nicht Stiche.",
    "en": "This game counts points, not tricks."
  },
  "tricks.range": {
    "de": "Von 0 bis 12 Stiche.",
    "en": "From 0 to 12 tricks."
  },
  "tricks.too_many": {
    "de": "Höchstens {max} Stiche.",
    "en": "At most {max} tricks."
  },
  "trischaken.declarer": {
    "de": "Trischaken spielt die Vorhand.",
    "en": "Trischaken is played by the Vorhand."
  },
  "trischaken.forehand_missing": {
    "de": "Trischaken spielt die Vorhand: bitte die Vorhand angeben.",
    "en": "Trischaken is played by the Vorhand: please name the Vorhand."
  },
  "trischaken.no_extras": {
    "de": "Beim Trischaken gibt es keine Prämien, keinen Valat und kein Kontra.",
    "en": "Trischaken has no premiums, no Valat and no Kontra."
  },
  "trischaken.points_players": {
    "de": "Punkte für genau diese Spieler eintragen: {players}.",
    "en": "Enter points for exactly these players: {players}."
  },
  "trischaken.shape": {
    "de": "Beim Trischaken für jeden Spieler die Punkte eintragen.",
    "en": "For Trischaken enter every player's points."
  },
  "trischaken.sum": {
    "de": "Zusammen {total} statt 70 Punkte.",
    "en": "{total} points in all instead of 70."
  },
  "trischaken.sum_talon_out": {
    "de": "Zusammen {total}: ohne den Talon haben die vier {min} bis {max} Punkte.",
    "en": "{total} points in all: without the talon the four hold {min} to {max} points."
  },
  "trischaken.tricks_players": {
    "de": "Stiche für genau diese Spieler eintragen: {players}.",
    "en": "Enter tricks for exactly these players: {players}."
  },
  "trischaken.tricks_points": {
    "de": "Punkte {points}, Stiche {tricks}: ohne Stich keine Punkte, mit Stich mehr als 0.",
    "en": "Points {points}, tricks {tricks}: no trick means no points, a trick means some."
  },
  "trischaken.tricks_sum": {
    "de": "Zusammen müssen es 12 Stiche sein.",
    "en": "The tricks must add up to 12."
  },
  "trump.choice": {
    "de": "Beim {game} ist Trumpf: {suits}.",
    "en": "In the {game} the trump is: {suits}."
  },
  "trump.fixed": {
    "de": "Beim {game} ist {suit} Trumpf.",
    "en": "In the {game} {suit} is trump."
  },
  "trump.missing": {
    "de": "Beim {game} bitte den Trumpf angeben: {suits}.",
    "en": "For the {game} please name the trump: {suits}."
  },
  "trump.none": {
    "de": "{game} wird ohne Trumpf gespielt.",
    "en": "The {game} is played without trumps."
  },
  "trump.suit": {
    "de": "Trumpf ist Eichel, Gras, Herz oder Schellen.",
    "en": "Trump is Eichel, Gras, Herz or Schellen."
  },
  "valat.both_sides": {
    "de": "Nur eine Seite kann einen Valat ansagen.",
    "en": "Only one side can announce a Valat."
  },
  "valat.not_allowed": {
    "de": "Beim {game} gibt es nach diesen Regeln keinen Valat.",
    "en": "The {game} has no Valat by these rules."
  },
  "valat.shape": {
    "de": "Beim Valat bitte angeben, welche Seite ihn gespielt hat.",
    "en": "For a Valat please say which side played it."
  },
  "valat.won_missing": {
    "de": "Bitte angeben, ob der Valat gemacht wurde.",
    "en": "Please say whether the Valat was made."
  },
  "value.required": {
    "de": "Diese Angabe fehlt noch.",
    "en": "This is still missing."
  },
  "value.yes_no": {
    "de": "Hier geht nur Ja oder Nein.",
    "en": "Only yes or no is possible here."
  },
  "won.augen_lost": {
    "de": "Augen des Spielers: {augen}, damit ist das Spiel verloren (es braucht {need}).",
    "en": "Declarer's Augen: {augen}, so the game is lost (it needs {need})."
  },
  "won.augen_won": {
    "de": "Augen des Spielers: {augen}, damit ist das Spiel gewonnen (es braucht {need}).",
    "en": "Declarer's Augen: {augen}, so the game is won (it needs {need})."
  },
  "won.breach": {
    "de": "{player} hat gegen eine Regel verstoßen: das entscheidet das Spiel.",
    "en": "{player} broke a rule: that decides the game."
  },
  "won.points_lost": {
    "de": "Punkte des Spielers: {points}, damit ist das Spiel verloren (es braucht {need}).",
    "en": "Declarer's points: {points}, so the game is lost (it needs {need})."
  },
  "won.points_won": {
    "de": "Punkte des Spielers: {points}, damit ist das Spiel gewonnen (es braucht {need}).",
    "en": "Declarer's points: {points}, so the game is won (it needs {need})."
  },
  "won.tricks_lost": {
    "de": "Stiche des Spielers: {tricks}, damit ist das Spiel verloren ({game}: genau {need} Stiche).",
    "en": "Declarer's tricks: {tricks}, so the game is lost ({game}: exactly {need} tricks)."
  },
  "won.tricks_won": {
    "de": "Stiche des Spielers: {tricks}, damit ist das Spiel gewonnen ({game}: genau {need} Stiche).",
    "en": "Declarer's tricks: {tricks}, so the game is won ({game}: exactly {need} tricks)."
  },
  "won.valat_lost": {
    "de": "Der Valat entscheidet: das Spiel ist verloren.",
    "en": "The Valat decides: the game is lost."
  },
  "won.valat_won": {
    "de": "Der Valat entscheidet: das Spiel ist gewonnen.",
    "en": "The Valat decides: the game is won."
  }
});

// pwa/engine/messages.js
var LANGS = Object.freeze(["de", "en"]);
var PLACEHOLDER = /\{([a-z_]+)\}/g;
function render(code, params, lang) {
  if (typeof code !== "string" || !Object.hasOwn(MESSAGES, code)) return null;
  const entry = MESSAGES[
    /** @type {keyof MESSAGES} */
    code
  ];
  const text2 = Object.hasOwn(entry, lang) ? entry[lang] : entry.de;
  const values = params ?? {};
  return text2.replace(PLACEHOLDER, (whole, name) => Object.hasOwn(values, name) ? String(values[name]) : whole);
}
function errorText(error, lang) {
  return render(error?.code, error?.params, lang);
}

// pwa/app/i18n.js
function vocabularyTexts(lang) {
  const out = {};
  for (const s of VOCABULARY.house_rules) {
    out[`hr.${s.name}`] = s.label[lang];
    out[`hr.${s.name}.hint`] = s.hint[lang];
    for (const c of s.choices ?? []) out[`hr.${s.name}.${c.id}`] = c.label[lang];
  }
  KONTRA_NAMES.forEach((name, level) => {
    if (level > 0) out[`kontra.${level}`] = name;
  });
  const prefixes = { koenigrufen: "renonce", haferltarock: "breach" };
  for (const [family, prefix] of Object.entries(prefixes)) {
    for (const r of VOCABULARY.renonce_rules[family]) out[`${prefix}.${r.id}`] = r.label[lang];
  }
  return out;
}
Object.assign(STRINGS.de, vocabularyTexts("de"));
Object.assign(STRINGS.en, vocabularyTexts("en"));
var FIELD_KEYS = {
  game: "deal.game",
  declarer: "deal.declarer",
  partner: "deal.partner",
  called_king: "deal.king",
  king_in_talon: "deal.talon",
  conceded: "deal.conceded",
  bird: "deal.bird",
  won: "deal.outcome",
  declarer_points: "deal.points_pad",
  declarer_tricks: "deal.tricks",
  kontra: "deal.kontra",
  premiums: "deal.premiums",
  announcements: "deal.premiums",
  trischaken: "deal.trischaken",
  dealer: "deal.dealer",
  writing_error: "deal.writing_error",
  renonce: "field.renonce",
  breach: "deal.breach",
  valat: "field.valat",
  forehand: "field.forehand",
  players: "new.players",
  profile: "new.profile",
  house_rules: "new.house_rules",
  cents_per_point: "new.cents"
};
function refusal(error, lang) {
  const catalogue = errorText(error, lang);
  if (catalogue) return catalogue;
  const kind = STRINGS.de[`refusal.${error.kind}`] ? error.kind : "rule-error";
  const path = String(error.field ?? "").split(".").map((part) => /^\d+$/.test(part) ? "n" : part);
  for (let n = path.length; n > 0; n -= 1) {
    const key = `refusal.${kind}.${path.slice(0, n).join(".")}`;
    if (STRINGS.de[key]) return text(lang, key);
  }
  const fieldKey = Object.hasOwn(FIELD_KEYS, path[0]) ? FIELD_KEYS[path[0]] : null;
  return text(lang, `refusal.${kind}`, { field: text(lang, fieldKey ?? "refusal.field") });
}

export {
  vocabularyTexts,
  refusal
};
