"""Two devices change the same deal: the second to sync gets a conflict that is shown, with both
versions, and resolved by the user — neither version is dropped silently."""

import re

import pytest
from playwright.sync_api import expect

from .pages import choose, create_sheet, enter, local_data, save_deal, shoot

FOUR = ["Anna", "Bernd", "Clara", "David"]


def edit_first_deal(page, base, sid, won):
    page.goto(f"{base}/#/s/{sid}")
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    page.locator("#edit-deal").click()
    choose(page, "won", won)
    save_deal(page)


def test_a_conflict_is_shown_and_resolved_by_the_user(phone, server):
    ctx_a = phone()
    a = ctx_a.new_page()
    sid = create_sheet(a, server.base, FOUR)
    enter(a, "dreier", "Bernd")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    a.goto(f"{server.base}/#/s/{sid}/share")
    link = a.locator('[data-link="edit"]').input_value()
    b = phone().new_page()
    b.goto(link)
    b.wait_for_url(f"**/#/s/{sid}")

    ctx_a.set_offline(True)
    edit_first_deal(a, server.base, sid, won=False)  # A: Bernd lost
    edit_first_deal(b, server.base, sid, won=True)  # B: no, he won — and B syncs first
    b.goto(f"{server.base}/#/s/{sid}")
    expect(b.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)

    ctx_a.set_offline(False)
    a.evaluate("window.dispatchEvent(new Event('online'))")
    banner = a.locator(".banner.warn")
    expect(banner).to_contain_text("anderen Gerät", timeout=15_000)
    expect(a.locator('.bar [data-sync="conflict"]')).to_be_visible()
    mine = local_data(a)["entries"][0]
    assert mine["record"]["won"] is False and mine["conflict"]["server"]["record"]["won"] is True
    banner.get_by_role("link", name="Ansehen").click()
    expect(a.locator("#h-conflict")).to_be_visible()
    expect(a.locator('table.versions tr[data-aspect="won"]')).to_have_text(
        "Ausganggewonnenverloren"
    )
    a.get_by_role("button", name="Meine behalten").click()
    a.goto(f"{server.base}/#/s/{sid}")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)

    view = local_data(a)["sheets"][0]["view_token"]
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", view)
    assert status == 200 and remote["entries"][0]["record"]["won"] is False
    assert remote["entries"][0]["revision"] == 3  # above both versions 2
    # B gets the resolved version with its next pull
    b.goto(f"{server.base}/#/s/{sid}")
    expect(b.locator('tfoot [data-final="Bernd"]')).to_have_attribute(
        "data-total", "-12", timeout=20_000
    )


PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}]


def go_online(ctx, page):
    ctx.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")


def open_deal_1(page, base, sid):
    page.goto(f"{base}/#/s/{sid}")
    page.get_by_role("link", name="Spiel 1 ansehen").click()


def versions(page) -> dict:
    """The conflict's table: aspect → (other device's text, this device's text)."""
    rows = page.locator("table.versions tbody tr")
    out = {}
    for i in range(rows.count()):
        row = rows.nth(i)
        out[row.get_attribute("data-aspect")] = (
            row.locator('[data-side="theirs"]').inner_text(),
            row.locator('[data-side="mine"]').inner_text(),
        )
    return out


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_both_phones_see_what_differs_and_the_replaced_one_can_restore_it(phone, server, size):
    ctx_a, ctx_b = phone(), phone()
    a, b = ctx_a.new_page(), ctx_b.new_page()
    for page in (a, b):
        page.set_viewport_size(size)
    sid = create_sheet(a, server.base, FOUR)
    enter(a, "dreier", "Bernd")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    a.goto(f"{server.base}/#/s/{sid}/share")
    b.goto(a.locator('[data-link="edit"]').input_value())
    b.wait_for_url(f"**/#/s/{sid}")
    expect(b.get_by_role("link", name="Spiel 1 ansehen")).to_be_visible()
    b.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)

    # both offline: A says Bernd lost, B adds a Kontra; B comes online first, then A
    ctx_a.set_offline(True)
    ctx_b.set_offline(True)
    edit_first_deal(a, server.base, sid, won=False)
    b.get_by_role("link", name="Spiel 1 ansehen").click()
    b.locator("#edit-deal").click()
    choose(b, "kontra", 1)
    save_deal(b)
    go_online(ctx_b, b)
    expect(b.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    go_online(ctx_a, a)
    expect(a.locator(".banner.warn")).to_have_text(
        re.compile("1 Spiel wurde auch auf einem anderen Gerät geändert"), timeout=15_000
    )

    # A: the two versions side by side, only where they differ
    open_deal_1(a, server.base, sid)
    expect(a.locator("#h-conflict")).to_have_text("Zwei Fassungen")
    assert versions(a) == {"won": ("gewonnen", "verloren"), "kontra": ("Kontra", "ohne")}
    assert_fits(a)
    shoot(a, "conflict-two-versions")
    a.get_by_role("button", name="Meine behalten").click()
    expect(a.locator("#h-conflict")).to_have_count(0)
    a.goto(f"{server.base}/#/s/{sid}")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)

    # B: told that its version was replaced, with what differs, and able to restore it
    b.goto(f"{server.base}/#/s/{sid}")
    expect(b.locator(".banner.warn")).to_contain_text("1 Spiel wurde", timeout=20_000)
    b.locator(".banner.warn").get_by_role("link", name="Ansehen").click()
    expect(b.locator("#h-conflict")).to_have_text("Deine Fassung wurde ersetzt")
    assert versions(b) == {"won": ("verloren", "gewonnen"), "kontra": ("ohne", "Kontra")}
    assert_fits(b)
    shoot(b, "conflict-replaced")
    b.get_by_role("button", name="Meine wiederherstellen").click()
    expect(b.locator("#h-conflict")).to_have_count(0)
    b.goto(f"{server.base}/#/s/{sid}")
    expect(b.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    view = local_data(a)["sheets"][0]["view_token"]
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", view)
    record = remote["entries"][0]["record"]
    assert status == 200 and record["won"] is True and record["kontra"] == 1
    assert remote["entries"][0]["revision"] == 4

    # and now A's version is the replaced one: kept on A, told, nothing lost
    a.goto(f"{server.base}/#/s/{sid}")
    expect(a.locator(".banner.warn")).to_contain_text("1 Spiel wurde", timeout=20_000)
    mine = local_data(a)["entries"][0]
    assert mine["conflict"]["status"] == "replaced"
    assert mine["conflict"]["mine"]["record"]["won"] is False


def assert_fits(page):
    """The side-by-side table fits the phone: no sideways scrolling."""
    assert page.evaluate(
        "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )
