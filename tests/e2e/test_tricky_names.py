"""Players named `constructor`, `toString`, `__proto__` and `valueOf` (keys of every plain
object's prototype) play a short evening through every screen: sheet, deal, row, check with the
server's audit, evening, share with export, import, and a second device that joins; no page error,
and the totals on screen are the API's settlement of the same records."""

import json
from fractions import Fraction
from pathlib import Path

from playwright.sync_api import expect

from .pages import (
    axe_violations,
    choose,
    create_sheet,
    enter,
    local_data,
    on_screen_totals,
    pad,
    save_deal,
    shoot,
    tap,
)

TRICKY = ["constructor", "toString", "__proto__", "valueOf"]


def watch(page) -> list:
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    return errors


def api_points(server, records) -> dict:
    body = {"records": [{**r, "players": TRICKY, "cents_per_point": 10} for r in records]}
    status, data = server.api("POST", "/api/v1/settle/batch", body=body)
    assert status == 200 and data["failed"] == 0, data
    return {p: Fraction(v) for p, v in data["totals"]["points"].items()}


def live_records(page) -> list:
    entries = [e for e in local_data(page)["entries"] if not e["deleted"]]
    return [e["record"] for e in sorted(entries, key=lambda e: e["order"])]


def shown_points(page) -> dict:
    return {p: Fraction(v) for p, v in on_screen_totals(page).items()}


def test_tricky_names_play_an_evening_on_every_screen(phone, server):
    page = phone(accept_downloads=True).new_page()
    errors = watch(page)
    sid = create_sheet(page, server.base, TRICKY, title="Prototypen", dealer="valueOf")
    # 1. Rufer: constructor (Vorhand) with __proto__, won
    enter(page, "rufer", "constructor", "__proto__", won=True)
    # 2. Dreier: __proto__ alone, lost
    enter(page, "dreier", "__proto__", won=False)
    # 3. Trischaken: three players' points on the pad, valueOf's filled in (70 − the others)
    tap(page, "#new-deal")
    choose(page, "game", "trischaken")
    for player, points in (("constructor", "20/0"), ("toString", "30/1"), ("__proto__", "10/2")):
        page.get_by_role("button", name=f"Punkte von {player}", exact=True).click()
        pad(page, points)
    expect(page.get_by_role("button", name="Punkte von valueOf", exact=True)).to_have_text("9/0")
    save_deal(page)

    # the sheet: one column per name, totals as the API settles the same records
    for p in TRICKY:
        expect(page.locator(f'thead th[aria-label="{p}"]')).to_have_count(1)
    records = live_records(page)
    assert [r["game"] for r in records] == ["rufer", "dreier", "trischaken"]
    assert records[2]["trischaken"]["points"]["valueOf"] == "9/0"
    expected = api_points(server, records)
    assert shown_points(page) == expected and sum(expected.values()) == 0
    assert set(expected) == set(TRICKY)
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(
        timeout=15_000
    )  # the server took them
    status, remote = server.api(
        "GET", f"/api/v1/sheets/{sid}", token=local_data(page)["sheets"][0]["edit_token"]
    )
    assert status == 200 and remote["players"] == TRICKY and len(remote["entries"]) == 3

    # a deal's lines
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    for p in TRICKY:
        expect(page.locator(f'[data-points="{p}"]')).to_have_count(1)
    expect(page.locator('[data-points="toString"]')).not_to_contain_text("function")

    # checking the paper: every name's written points compared, then the server's audit
    page.goto(server.base + f"/#/s/{sid}/check")
    last = sorted(local_data(page)["entries"], key=lambda e: e["order"])[-1]  # the screen's deal
    for p in TRICKY:
        page.get_by_label(f"Auf dem Papier für {p}", exact=True).fill(
            str(last["result"]["points"][p])
        )
    for p in TRICKY:
        expect(page.locator(f'[data-player="{p}"] [data-diff]')).to_have_attribute("data-diff", "0")
    page.locator("#save-written").click()
    page.locator("#run-audit").click()
    expect(page.locator('[data-audit="ok"]')).to_be_visible()
    assert axe_violations(page) == []

    # the evening: statistics per name and the payout between them
    page.goto(server.base + f"/#/s/{sid}/evening")
    for p in TRICKY:
        expect(page.locator(f'.stat-cards li[data-player="{p}"]')).to_have_count(1)
        expect(page.locator(f'polyline[data-player="{p}"]')).to_have_count(1)
    expect(page.locator(".payout li").first).to_be_visible()
    paid = {p: Fraction(0) for p in TRICKY}  # what the payout moves evens every balance
    items = page.locator(".payout li")
    for i in range(items.count()):
        li = items.nth(i)
        cents = Fraction(li.get_attribute("data-cents"))
        paid[li.get_attribute("data-from")] += cents
        paid[li.get_attribute("data-to")] -= cents
    cents = local_data(page)["sheets"][0]["cents_per_point"]
    assert {p: -paid[p] for p in TRICKY} == {p: v * cents for p, v in expected.items()}
    shoot(page, "evening-tricky-names")

    # share: links, and the exports carry every name
    page.goto(server.base + f"/#/s/{sid}/share")
    view_link = page.locator('[data-link="view"]').input_value()
    with page.expect_download() as dl:
        page.locator("#export-csv").click()
    head = Path(dl.value.path()).read_text(encoding="utf-8").splitlines()[0]
    for p in TRICKY:
        assert f"{p} points" in head
    with page.expect_download() as dl:
        page.locator("#export-json").click()
    exported = json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))
    assert exported["sheet"]["players"] == TRICKY

    # transfer: the export imports as a new sheet with the same totals
    page.goto(server.base + "/")
    page.set_input_files(
        "#import-file",
        files=[
            {
                "name": "p.json",
                "mimeType": "application/json",
                "buffer": json.dumps(exported).encode(),
            }
        ],
    )
    page.wait_for_url("**/#/s/*")
    assert page.url.rsplit("/", 1)[1] != sid
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(3)
    assert shown_points(page) == expected

    # the list: both sheets, the leader named
    page.goto(server.base + "/")
    expect(page.locator(".sheet-card")).to_have_count(2)
    leader = max(TRICKY, key=lambda p: expected[p])
    expect(page.locator(".sheet-card strong").first).to_have_text(leader)

    # a second device opens the view link: the server's JSON with these names draws the same
    other = phone().new_page()
    other_errors = watch(other)
    other.goto(view_link)
    other.wait_for_url(f"**/#/s/{sid}")
    expect(other.locator("table.grid tbody tr[data-entry]")).to_have_count(3)
    assert shown_points(other) == expected
    other.goto(server.base + f"/#/s/{sid}/check")
    for p in TRICKY:
        expect(other.locator(f'tr[data-player="{p}"] input')).to_be_disabled()
    other.goto(server.base + f"/#/s/{sid}/evening")
    expect(other.locator(".stat-cards li")).to_have_count(4)
    assert errors == [] and other_errors == []
