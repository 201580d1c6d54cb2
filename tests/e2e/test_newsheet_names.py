"""The new-sheet form takes names and a title by the engine's rule (pwa/engine/vocabulary.js), the
rule the server applies: a name with an invisible or control character, or the same name twice
(Anna = anna), is refused on the form with the rule's own words, so no sheet is stored on the
device that the server would refuse when it syncs."""

from playwright.sync_api import expect

from shared_rules.vocabulary import MAX_NAME, MAX_TITLE

from .pages import local_data, shoot
from .test_custom_rules import SWITCH

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


def test_names_that_read_the_same_are_refused_before_anything_is_stored(phone, server):
    """The server refuses Anna beside Аnna (issue 32): a sheet made offline with them would never
    sync, so the form refuses them first, with the catalogue's text naming both."""
    page = phone().new_page()
    page.goto(server.base + "/#/new")
    create = page.get_by_role("button", name="Liste anlegen")
    for twin in (
        "\u0410nna",
        "\u0391nna",
        "\uff21\uff4e\uff4e\uff41",
    ):  # Cyrillic, Greek, fullwidth
        fill(page, ["Anna", "Bernd", twin, "David"])
        expect(page.get_by_role("alert")).to_have_text(
            f"Die Namen Anna und {twin} sehen gleich aus (ein Buchstabe aus einer anderen "
            "Schrift?): jeder Name muss anders aussehen."
        )
        expect(create).to_be_disabled()
    for lang in ("de", "en"):  # how a player reads the refusal (looked at)
        for theme in ("light", "dark"):
            page.evaluate(SWITCH, [lang, theme])
            shoot(page, f"newsheet-lookalike-{lang}-{theme}")
    page.evaluate(SWITCH, ["de", "system"])
    assert local_data(page)["sheets"] == []
    fill(page, ["Anna", "Bernd", "Anni", "David"])
    expect(create).to_be_enabled()


def test_the_refusal_reads_in_english_too(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/")
    page.get_by_role("button", name="EN", exact=True).click()
    page.goto(server.base + "/#/new")
    fill(page, ["Anna", "An\u200bna", "Clara", "David"])
    expect(page.get_by_role("alert")).to_contain_text("no invisible characters")


def boxes_overlap(a: dict, b: dict) -> bool:
    return not (
        a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
        or a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
    )


def test_nothing_is_said_before_input_and_a_long_name_is_refused_beside_its_field(phone, server):
    page = phone().new_page()  # 360×740
    page.goto(server.base + "/#/new")
    expect(page.locator("#player-0")).to_be_visible()
    expect(page.get_by_role("alert")).to_have_count(0)  # no error before input
    expect(page.locator("#create-why")).to_have_text("Bitte alle Namen eintragen.")
    fill(page, ["Anna", "Bernd", "Clara"])
    expect(page.get_by_role("alert")).to_have_count(0)

    long = "Bartholomäus" * 17  # 204 characters; the engine takes 64
    page.fill('[data-player="3"]', long)
    field = page.locator("#player-3")
    assert len(field.input_value()) == len(long)  # kept as typed, not cut without a word
    reason = page.locator("#player-3-err")
    expect(reason).to_have_text(f"Höchstens {MAX_NAME} Zeichen – dieser Name hat {len(long)}.")
    expect(reason).to_have_attribute("role", "alert")
    assert "player-3-err" in (field.get_attribute("aria-describedby") or "")
    expect(page.locator("#create-why")).to_have_text("Bitte die markierte Angabe ändern.")
    expect(page.get_by_role("button", name="Liste anlegen")).to_be_disabled()
    # seen where the eye is: inside the viewport, and the sticky bar covers none of it
    field.focus()
    reason.scroll_into_view_if_needed()
    box, bar = reason.bounding_box(), page.locator(".actions.sticky").bounding_box()
    assert box and bar and not boxes_overlap(box, bar), (box, bar)
    assert box["y"] >= 0 and box["y"] + box["height"] <= 740
    page.fill("#title", "T" * (MAX_TITLE + 1))
    expect(page.locator("#title-err")).to_have_text(
        f"Höchstens {MAX_TITLE} Zeichen – dieser Titel hat {MAX_TITLE + 1}."
    )
    expect(page.locator("#create-why")).to_have_text("Bitte die 2 markierten Angaben ändern.")

    page.fill('[data-player="3"]', long[:MAX_NAME])  # the limit itself is a name
    page.fill("#title", "Freitag")
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.get_by_role("button", name="Liste anlegen")).to_be_enabled()


def test_the_reasons_read_in_english_with_their_singular(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/")
    page.get_by_role("button", name="EN", exact=True).click()
    page.goto(server.base + "/#/new")
    fill(page, ["Anna", "Bernd", "Clara", "x" * (MAX_NAME + 1)])
    expect(page.locator("#player-3-err")).to_have_text(
        f"At most {MAX_NAME} characters – this name has {MAX_NAME + 1}."
    )
    expect(page.locator("#create-why")).to_have_text("Please change the marked entry.")
    page.fill('[data-player="2"]', "anna")
    expect(page.locator("#player-2-err")).to_have_text(
        "Every name only once (upper and lower case do not count)."
    )
    expect(page.locator("#create-why")).to_have_text("Please change the 2 marked entries.")
