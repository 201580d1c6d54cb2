"""Two devices change the same deal: the second to sync gets a conflict that is shown, with both
versions, and resolved by the user — neither version is dropped silently."""

from playwright.sync_api import expect

from .pages import choose, create_sheet, enter, local_data, save_deal

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
    expect(a.get_by_text("Anderes Gerät:")).to_be_visible()
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
