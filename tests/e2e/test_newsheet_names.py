"""The new-sheet form takes names and a title by the engine's rule (pwa/engine/vocabulary.js), the
rule the server applies: a name with an invisible or control character, or the same name twice
(Anna = anna), is refused on the form with the rule's own words, so no sheet is stored on the
device that the server would refuse when it syncs."""

from playwright.sync_api import expect

from .pages import local_data

NAMES = ["Anna", "Bernd", "Clara", "David"]


def fill(page, players, title=""):
    page.fill("#title", title)
    for i, name in enumerate(players):
        page.fill(f'[data-player="{i}"]', name)


def test_invisible_characters_and_twins_are_refused_before_anything_is_stored(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/#/new")
    create = page.get_by_role("button", name="Liste anlegen")
    for players in (
        ["Anna", "An\u200bna", "Clara", "David"],  # zero-width space
        ["An\ufeffna", "Bernd", "Clara", "David"],  # byte order mark (around a name, trim drops it)
        ["Anna", "\u202eannA", "Clara", "David"],  # right-to-left override
    ):
        fill(page, players)
        expect(page.get_by_role("alert")).to_contain_text("ohne unsichtbare Zeichen")
        expect(create).to_be_disabled()
    fill(page, ["Anna", "anna", "Clara", "David"])
    expect(page.get_by_role("alert")).to_have_text(
        "Jeder Name nur einmal (Groß- und Kleinschreibung zählen nicht)."
    )
    expect(create).to_be_disabled()
    fill(page, NAMES, title="Freitag\u202e")
    expect(page.get_by_role("alert")).to_contain_text("U+202E")
    expect(create).to_be_disabled()
    assert local_data(page)["sheets"] == []

    fill(page, NAMES, title="Freitagsrunde")
    expect(create).to_be_enabled()
    create.click()
    page.wait_for_url("**/#/s/*")
    assert [s["players"] for s in local_data(page)["sheets"]] == [NAMES]


def test_the_refusal_reads_in_english_too(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/")
    page.get_by_role("button", name="EN", exact=True).click()
    page.goto(server.base + "/#/new")
    fill(page, ["Anna", "An\u200bna", "Clara", "David"])
    expect(page.get_by_role("alert")).to_contain_text("no invisible characters")
