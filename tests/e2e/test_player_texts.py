"""Every form and screen of the PWA, in German and in English, shows text written for players: no
raw key (``refusal.…``, ``hr.…``, ``a_b.c``), no field path (``premiums.0.name``,
``declarer_points:``) and no English inside German. Refusals of the deal forms (Königrufen and
Bavarian) read the message catalogue next to the field at fault, and tapping Trischaken shows no
error before any input."""

import re

import pytest
from playwright.sync_api import Page, expect

from shared_rules import load_profile

from .pages import choose, create_sheet, enter, pad

FOUR = ["Anna", "Bernd", "Clara", "David"]
THREE = ["Anna", "Bernd", "Clara"]
GAMES = list(load_profile("ooe-2023").games)

#: texts that look like a key of i18n.js or of the message catalogue, or like a record's field path
KEY = re.compile(r"\b(?:refusal|hr|need|field|deal|new|sync|conflict|import)\.[a-z_]+\b")
SNAKE_KEY = re.compile(r"\b[a-z]+_[a-z_]+\.[a-z_]+\b|\b[a-z]+\.[a-z]+_[a-z_]+\b")  # a_b.c, a.b_c
PATH = re.compile(
    r"\b[a-z_]+\.\d+(?:\.[a-z_]+)?\b|\b[a-z]+_[a-z_]+:"
)  # premiums.0.name, declarer_points:
#: words an English sentence has and a German one never
ENGLISH = (" must ", " expected ", " between ", "points for", " thirds", " the ")


def faults(page: Page, lang: str) -> list[str]:
    """What the visible text of the page shows that a player should never read."""
    return text_faults(page.evaluate("() => document.body.innerText"), lang)


def text_faults(text: str, lang: str) -> list[str]:
    """The keys, field paths and (in German) English words in ``text``."""
    text = re.sub(r"https?://\S+|#/\S+", " ", text)  # links to share are addresses, not words
    found = [m.group(0) for rx in (KEY, SNAKE_KEY, PATH) for m in rx.finditer(text)]
    if lang == "de":
        found += [w for w in ENGLISH if w in f" {text} "]
    return found


def test_the_checker_finds_keys_paths_and_english_in_german():
    assert text_faults("Höchstens 70 Punkte. Zusammen 80 statt 70 Punkte.", "de") == []
    assert text_faults("Spiel 1: Rufer · Anna · https://x.example/#/join/a_b.c", "de") == []
    bad = "refusal.malformed hr.breach_loses premiums.0.name declarer_points: must be between"
    assert text_faults(bad, "de") == [
        "refusal.malformed",
        "hr.breach_loses",
        "hr.breach_loses",
        "premiums.0.name",
        "declarer_points:",
        " must ",
        " between ",
    ]
    assert "points for" in text_faults("trischaken.points: need points for exactly Anna", "de")
    assert text_faults("At most 70 points.", "en") == []


def look(page: Page, lang: str, where: str) -> None:
    page.wait_for_timeout(120)  # the last render
    assert faults(page, lang) == [], where


def switch(page: Page, lang: str) -> None:
    page.evaluate(f"localStorage.setItem('lang', '{lang}')")
    page.reload()


def refusal_at(page: Page, section: str):
    """The refusal shown in the deal form's section (by its heading's id)."""
    return page.locator(f'section[aria-labelledby="{section}"] p.error')


SAYS = {
    "de": {
        "too_many": "Höchstens 70 Punkte.",
        "sum": "Zusammen 80 statt 70 Punkte.",
        "no_king": "Beim Dreier wird kein König gerufen.",
        "augen": "Diese Augenzahl kann kein Blatt ergeben.",
        "blatt": "Nach dem Schrägstrich steht 0, 1 oder 2 (Blatt).",
    },
    "en": {
        "too_many": "At most 70 points.",
        "sum": "80 points in all instead of 70.",
        "no_king": "No king is called in the Dreier.",
        "augen": "No hand can make this number of Augen.",
        "blatt": "After the slash comes 0, 1 or 2 (Blatt).",
    },
}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_screen_and_koenigrufen_refusal_reads_as_written_for_players(phone, server, lang):
    page = phone().new_page()
    page.goto(server.base + "/")
    switch(page, lang)
    look(page, lang, "sheets (empty)")
    page.goto(server.base + "/#/new")
    for summary in page.locator("summary").all():
        summary.click()
    look(page, lang, "new sheet with its house rules open")
    for profile in page.locator("#profile option").evaluate_all("os => os.map(o => o.value)"):
        page.select_option("#profile", profile)
        while page.locator("details:not([open]) summary").count():  # each opened leaves the set
            page.locator("details:not([open]) summary").first.click()
        look(page, lang, f"new sheet, profile {profile}")
    page.select_option("#profile", "ooe-2023")
    while page.locator("details:not([open]) summary").count():
        page.locator("details:not([open]) summary").first.click()
    for i, name in enumerate(FOUR):
        page.fill(f'[data-player="{i}"]', name)
    page.fill("#hr-threshold", "35/3")  # a house rule the engine refuses: its words, not its path
    expect(page.get_by_role("alert")).to_have_text(SAYS[lang]["blatt"])
    look(page, lang, "new sheet, threshold refused")
    switch(page, "de")  # create_sheet taps the German labels
    sid = create_sheet(page, server.base, FOUR, title="Stammtisch", dealer="David")
    enter(page, "rufer", "Anna", "Clara", True)
    enter(page, "dreier", "Bernd", won=False)
    switch(page, lang)
    for sub in ("", "/check", "/evening", "/share"):
        page.goto(server.base + f"/#/s/{sid}{sub}")
        look(page, lang, f"sheet screen {sub or '/'}")
    page.goto(server.base + f"/#/s/{sid}")
    page.locator("table.grid tbody tr[data-entry] a").first.click()
    look(page, lang, "row details")
    page.goto(server.base + "/")
    look(page, lang, "sheets")
    other = "00000000-0000-4000-8000-000000000009"
    page.goto(server.base + f"/#/join/{other}/view/{'x' * 43}")  # no such sheet for this token
    expect(page.locator("p.error")).to_be_visible()
    look(page, lang, "join with a wrong token")
    page.goto(server.base + "/#/join/..%2Fx/view/abc")
    expect(page.locator("[data-invalid-link]")).to_be_visible()
    look(page, lang, "a broken link")

    # every game of the deal form, tapped before any input: no refusal, no key, no path
    page.goto(server.base + f"/#/s/{sid}")
    page.locator("#new-deal").click()
    for game in GAMES:
        choose(page, "game", game)
        expect(page.locator("p.error")).to_have_count(0)
        look(page, lang, f"deal form, {game}")

    # a Dreier with 75 points: "Höchstens 70 Punkte" at the points, while the pad is open
    choose(page, "game", "dreier")
    choose(page, "declarer", "Bernd")
    page.locator('section[aria-labelledby="h-out"] button.chip[aria-expanded]').click()
    pad(page, "75")
    expect(refusal_at(page, "h-out")).to_have_text(SAYS[lang]["too_many"])
    expect(refusal_at(page, "h-out")).to_be_in_viewport()
    expect(page.locator("#save-deal")).to_be_disabled()
    look(page, lang, "deal form, 75 points")

    # a Dreier whose Renonce is a self-call: the reason sits in the section of the Renonce
    choose(page, "game", "dreier")
    choose(page, "declarer", "Bernd")
    choose(page, "won", True)
    page.get_by_role("button", name="Renonce").click()
    page.locator('[data-renonce="Bernd"]').click()
    page.select_option("#renonce-rule", "own_king")
    expect(refusal_at(page, "h-more")).to_have_text(SAYS[lang]["no_king"])
    expect(page.locator(".preview p.error")).to_have_count(0)  # said once, where the eye is
    look(page, lang, "deal form, renonce refused")

    # Trischaken: no error on the tap, then 40 + 40 is called over 70
    choose(page, "game", "trischaken")
    expect(page.locator("p.error")).to_have_count(0)
    expect(page.locator("[data-need]")).to_be_visible()
    for player in ("Anna", "Bernd"):
        page.locator(f'tr[data-player="{player}"] button.chip').click()
        pad(page, "40")
    expect(refusal_at(page, "h-tr")).to_have_text(SAYS[lang]["sum"])
    look(page, lang, "deal form, Trischaken over 70")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_bavarian_deal_form_reads_as_written_for_players(phone, server, lang):
    page = phone().new_page()
    sid = create_sheet(page, server.base, THREE, profile="bayerisch")
    switch(page, lang)
    look(page, lang, "Bavarian sheet")
    page.goto(server.base + f"/#/s/{sid}")
    page.locator("#new-deal").click()
    for game in ("stockspiel", "solo", "herz_solo", "bettel", "thrown_in"):
        choose(page, "game", game)
        expect(page.locator("p.error")).to_have_count(0)
        look(page, lang, f"Bavarian deal form, {game}")
    choose(page, "game", "stockspiel")
    choose(page, "declarer", "Anna")
    page.locator("#augen").click()
    pad(page, "1")
    expect(refusal_at(page, "h-out")).to_have_text(SAYS[lang]["augen"])
    expect(refusal_at(page, "h-out")).to_be_in_viewport()
    look(page, lang, "Bavarian deal form, 1 Auge")
    page.locator("#breach").click()
    look(page, lang, "Bavarian deal form, a breach")
    for sub in ("/check", "/evening", "/share"):
        page.goto(server.base + f"/#/s/{sid}{sub}")
        look(page, lang, f"Bavarian sheet screen {sub}")
