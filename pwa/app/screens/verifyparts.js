/**
 * The pieces of the "Nachprüfen" screen (verify.js): a card as text with its suit symbol, the card
 * picker of the whole deck (placed cards greyed out), the tricks so far, and the replay's result —
 * every finding with trick, player, card, rule and clause, each trick's winner, the card points
 * per side, the premiums and the settlement the deal implies.
 */
import { cardNameDe as tarockNameDe } from "../../engine/cards.js";
import { cardNameDe as germanNameDe, SUIT_NAMES_DE as GERMAN_SUITS_DE } from "../../engine/haferl/cards.js";
import { shownName } from "../model.js";
import { getLang, html, t } from "../ui.js";
import { Lines } from "./row.js";

const TAROCK_SUITS = { H: "♥", D: "♦", S: "♠", C: "♣" };
const TAROCK_SUITS_EN = { H: "Hearts", D: "Diamonds", S: "Spades", C: "Clubs" };
const TAROCK_RANKS = { de: { K: "K", Q: "D", N: "R", J: "B" }, en: { K: "K", Q: "Q", N: "C", J: "J" } };
const TAROCK_RANKS_EN = { K: "King", Q: "Queen", N: "Cavalier", J: "Jack" };
const GERMAN_SUITS = { de: { E: "Ei", G: "Gr", H: "He", S: "Sch" }, en: { E: "Ac", G: "Le", H: "He", S: "Be" } };
const GERMAN_SUITS_EN = { E: "Acorns", G: "Leaves", H: "Hearts", S: "Bells" };
const GERMAN_RANKS_EN = { A: "Ace", 10: "Ten", K: "King", O: "Ober", U: "Unter", 9: "Nine", 8: "Eight", 7: "Seven", 6: "Six" };
const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];

/** Whether a card is of the German deck (the Haferl's: E, G, H, S with A, 10, K, O, U, 9–6). */
const german = (family) => family === "haferltarock";

/**
 * A card's short label ("XXI", "♥K", "Ei A") and its name ("Tarock XXI", "Herz König").
 * @param {string} card
 * @param {string} family
 * @returns {{short: string, name: string, suit: string}}
 */
export function cardLabel(card, family) {
  const lang = getLang() === "en" ? "en" : "de";
  if (german(family)) {
    const [suit, rank] = [card[0], card.slice(1)];
    const name = lang === "en" ? `${GERMAN_RANKS_EN[rank]} of ${GERMAN_SUITS_EN[suit]}` : germanNameDe(card);
    return { short: `${GERMAN_SUITS[lang][suit]} ${rank}`, name, suit };
  }
  if (card === "SKUS") return { short: lang === "en" ? "Skiz" : "Sküs", name: lang === "en" ? "Skiz" : tarockNameDe(card), suit: "T" };
  if (card[0] === "T")
    return { short: ROMAN[Number(card.slice(1))], name: lang === "en" ? `Tarock ${ROMAN[Number(card.slice(1))]}` : tarockNameDe(card), suit: "T" };
  const [suit, rank] = [card[0], card.slice(1)];
  const name = lang === "en" ? `${TAROCK_RANKS_EN[rank] ?? rank} of ${TAROCK_SUITS_EN[suit]}` : tarockNameDe(card);
  return { short: `${TAROCK_SUITS[suit]}${TAROCK_RANKS[lang][rank] ?? rank}`, name, suit };
}

/** A German suit's name (a Haferl game's trump): "Eichel", "Acorns". */
export const suitName = (suit) => (getLang() === "en" ? GERMAN_SUITS_EN[suit] : GERMAN_SUITS_DE[suit]) ?? suit;

/** A card in a line of text. */
export const Card = ({ card, family }) => {
  const l = cardLabel(card, family);
  return html`<span class=${`card-text suit-${l.suit}`} title=${l.name}>${l.short}</span>`;
};

/**
 * The whole deck as buttons: a placed card is greyed out and takes no tap.
 * @param {{deck: string[], family: string, placed: Set<string>, disabled: boolean, onPick: (card: string) => void}} props
 */
export function CardPicker({ deck, family, placed, disabled, onPick }) {
  return html`<div class="card-picker" role="group" aria-label=${t("verify.deck")} data-family=${family}>
    ${deck.map((c) => {
      const l = cardLabel(c, family);
      const gone = placed.has(c);
      // the symbol for the eye, the card's name for a screen reader (its whole accessible name)
      return html`<button type="button" class=${`card-btn suit-${l.suit}`} data-card=${c}
        disabled=${gone || disabled} onClick=${() => onPick(c)}><span aria-hidden="true">${l.short}</span><span class="sr-only">${l.name}</span></button>`;
    })}
  </div>`;
}

/**
 * Tricks (numbered from ``from``), each with who played what and who took it; ``current``: the
 * trick at hand above the deck (its winner not marked as the list's).
 */
export function TrickList({ sheet, tricks, family, from = 1, current = false }) {
  const name = (p) => shownName(sheet, p);
  return html`<ol class=${`trick-list${current ? " current-trick" : ""}`}>
    ${tricks.map(
      (tr, i) => html`<li data-trick=${current ? undefined : i + from}><span class="muted">${t("verify.trick", { t: i + from })}</span>
        ${tr.cards.map((c, k) => html` <span class="played">${name(tr.order[k])} <${Card} card=${c} family=${family} /></span>`)}
        ${tr.winner && html` <strong data-winner=${current ? undefined : tr.winner}>→ ${name(tr.winner)}</strong>`}</li>`,
    )}
  </ol>`;
}

/** A finding in the table's language: the engine's German text, or in English from its parts. */
function findingText(f, family, sheet, ruleName) {
  if (getLang() !== "en") return f.text;
  const who = f.player ? shownName(sheet, f.player) : "";
  const card = f.card ? cardLabel(f.card, family).name : "";
  const allowed = f.required.length ? ` ${t("verify.allowed", { cards: f.required.map((c) => cardLabel(c, family).name).join(", ") })}.` : "";
  return `${[who, card].filter(Boolean).join(": ")} — ${ruleName}.${allowed}`;
}

/**
 * The replay's answer for the players.
 * @param {{sheet: any, result: any, settlement: any, family: string, players: string[]}} props
 */
export function ReplayResult({ sheet, result, settlement, family, players }) {
  const name = (p) => shownName(sheet, p);
  const prefix = german(family) ? "breach" : "renonce";
  const ruleName = (rule) => {
    const key = `${prefix}.${rule}`;
    const text = t(key);
    return text === key ? rule : text;
  };
  const points = german(family) ? result.augen : result.notation;
  return html`<section class="verify-result" aria-labelledby="h-verify-result"><h2 id="h-verify-result">${t("verify.result")}</h2>
    <h3>${t("verify.findings")}</h3>
    ${
      result.findings.length
        ? html`<ol class="findings">${result.findings.map(
            (f, i) => html`<li class="finding" data-finding=${i} data-rule=${f.rule}>
            <p class="finding-head"><strong>${f.trick ? t("verify.finding_trick", { t: f.trick }) : t("verify.finding_before")}</strong>
              ${f.player && html` · ${name(f.player)}`}${f.card && html` · <${Card} card=${f.card} family=${family} />`} · ${ruleName(f.rule)}</p>
            <p class="finding-text">${findingText(f, family, sheet, ruleName(f.rule))}</p>
            <p class="clause">§ ${f.clause}</p></li>`,
          )}</ol>`
        : html`<p data-findings="0">${t("verify.no_findings")}</p>`
    }
    ${
      points &&
      html`<h3>${t("verify.points")}</h3><dl class="side-points">
      <div><dt>${t("verify.declarer_side")}</dt><dd data-side="declarer">${points.declarer ?? "–"}</dd></div>
      <div><dt>${t("verify.opponents_side")}</dt><dd data-side="opponents">${points.opponents ?? "–"}</dd></div></dl>`
    }
    ${
      result.premiums?.length
        ? html`<h3>${t("verify.premiums")}</h3><ul class="premium-outcomes">${result.premiums.map(
            (
              p,
            ) => html`<li data-premium=${p.name}>${sheet.profile_data?.premiums?.[p.name]?.name ?? p.name} · ${t(p.side === "declarer" ? "verify.declarer_side" : "verify.opponents_side")}
          ${p.announced ? ` · ${t("verify.announced")}` : ""} · ${t(p.won === true ? "verify.premium_won" : p.won === false ? "verify.premium_lost" : "verify.premium_open")}</li>`,
          )}</ul>`
        : ""
    }
    <h3>${t("verify.settlement")}</h3>
    ${settlement ? html`<${Lines} sheet=${sheet} result=${settlement} players=${players} />` : html`<p class="hint" data-settlement="none">${t("verify.no_settlement")}</p>`}
  </section>`;
}
