"""The new-sheet form offers every house rule the vocabulary declares for the profile's family, with
its label and hint in German and English (never a raw key), and a switch chosen there reaches the
sheet and its deals: the win threshold typed in card points ("35/1"), the Kaiserstich in negative
games."""

import re

import pytest
from playwright.sync_api import expect

from shared_rules import raw_profile
from shared_rules.catalogue import family_of
from shared_rules.vocabulary import VOCABULARY

from .pages import choose, local_data, pad, tap

FOUR = ["Anna", "Bernd", "Clara", "David"]
RAW_KEY = re.compile(r"\bhr\.[a-z_]+")


def form_switches(profile_id: str) -> list[dict]:
    """The list's switches, and the numbers the own rule set's section types (issue 22): the
    valat's values, the card-point premium's only where there is one (not in the profiles)."""
    doc = raw_profile(profile_id) if family_of(profile_id) == "koenigrufen" else None
    family = family_of(profile_id)
    typed = {"valat_announced", "valat_silent"} if doc is not None and doc.get("valat") else set()
    return [
        s
        for s in VOCABULARY["house_rules"]
        if (s["form"] or s["name"] in typed)
        and family in s["families"]
        and not (s["name"] == "jungfrau_split" and doc is not None and doc["trischaken"] is None)
    ]


def open_house_rules(page, base: str, profile_id: str) -> None:
    page.goto(base + "/#/new")
    page.locator(f'#profile option[value="{profile_id}"]').wait_for(state="attached")
    page.select_option("#profile", profile_id)
    page.locator("#house-rules summary").click()
    if page.locator("#custom-rules").count():  # a Königrufen profile: the own rule set's numbers
        page.locator("#custom-rules summary").click()


@pytest.mark.parametrize(
    ("profile_id", "lang"), [("ooe-2023", "de"), ("ooe-2023", "en"), ("bayerisch", "de")]
)
def test_the_form_offers_each_declared_switch_with_its_label_and_hint(
    phone, server, profile_id, lang
):
    page = phone().new_page()
    page.goto(server.base + "/")
    if lang == "en":
        page.get_by_role("button", name="EN", exact=True).click()
        expect(page.get_by_role("link", name="New sheet")).to_be_visible()
    open_house_rules(page, server.base, profile_id)
    switches = form_switches(profile_id)
    assert switches
    expect(page.locator("[id^=hr-]:not([id$=-hint])")).to_have_count(len(switches))
    for s in switches:
        field = page.locator(f"#hr-{s['name']}")
        expect(field).to_have_count(1)
        expect(page.locator(f"#hr-{s['name']}-hint")).to_have_text(s["hint"][lang])
        holder = page.locator(".field", has=field).first
        expect(holder).to_contain_text(s["label"][lang])
        if "choices" in s:  # by the value property: Preact sets no attribute equal to the text
            options = field.locator("option").evaluate_all(
                "os => os.map((o) => [o.value, o.textContent])"
            )
            assert options == [[c["id"], c["label"][lang]] for c in s["choices"]]
    assert not RAW_KEY.search(page.locator("main").inner_text())


def test_a_threshold_in_card_points_and_kaiserstich_negative_reach_the_sheet_and_its_deals(
    phone, server
):
    page = phone().new_page()
    open_house_rules(page, server.base, "ooe-2023")
    expect(page.locator("#hr-threshold")).to_have_value("35/2")  # the profile's 107 thirds
    expect(page.locator("#hr-kaiserstich_negative")).not_to_be_checked()
    for i, name in enumerate(FOUR):
        page.fill(f'[data-player="{i}"]', name)
    page.select_option("#dealer", "3")  # David deals: Anna is Vorhand and may play the Rufer
    page.fill("#hr-threshold", "35/3")
    expect(page.get_by_role("alert")).to_be_visible()  # no such card points: refused
    expect(page.get_by_role("button", name="Liste anlegen")).to_be_disabled()
    page.fill("#hr-threshold", "35/1")
    page.locator("#hr-kaiserstich_negative").check()
    expect(page.locator("#house-rules summary")).to_contain_text("(2)")
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    sheet = local_data(page)["sheets"][0]
    assert sheet["house_rules"] == {"threshold": "35/1", "kaiserstich_negative": True}

    tap(page, "#new-deal")
    choose(page, "game", "rufer")
    choose(page, "declarer", "Anna")
    choose(page, "partner", "Clara")
    page.get_by_role("button", name="Punkte P/B:").click()
    pad(page, "35/1")  # a loss by the profile's 35/2, a win at this table
    expect(page.locator('[data-name="won"] [aria-pressed="true"]')).to_have_text("gewonnen")
