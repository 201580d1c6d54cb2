"""A round on two phones (issue 20: "offline first like sheets … conflicts shown"): both rename the
same member offline — the phone that syncs second shows both names side by side, the player keeps
theirs, the first phone is told its name was replaced, and both end with the same name; the
archive and the deletion (with its undo) made offline reach the server later; a sheet leaving the
round on one phone leaves it on the other, and the season there moves; offline, the season counts
Kontra and the rest on the phone and charts money too."""

from playwright.sync_api import expect

from .pages import (
    axe_violations,
    choose,
    create_round,
    enter,
    local_rounds,
    new_evening,
    on_screen_totals,
    save_deal,
    season_standing,
    shoot,
)
from .test_offline import wait_for_service_worker
from .test_rounds import SIX, round_tokens, until


def online(ctx, page):
    ctx.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")


def synced(page):
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)


def second_phone(phone, page, base, rid):
    """The round's co-writer link opened on another phone: (its context, its page)."""
    page.goto(base + f"/#/r/{rid}/share")
    link = page.locator('[data-link="edit"]').input_value()
    ctx = phone()
    other = ctx.new_page()
    other.goto(link)
    other.wait_for_url(f"**/#/r/{rid}")
    wait_for_service_worker(other)
    return ctx, other


def two_phones_on_a_round(phone, base, **round_fields):
    """A round made on phone a (synced) and opened on phone b by its co-writer link; a back on
    the round: (a's context, a, b's context, b, the round's id)."""
    a_ctx = phone()
    a = a_ctx.new_page()
    a.goto(base + "/")
    wait_for_service_worker(a)
    rid = create_round(a, base, SIX, title="Stammtisch", **round_fields)
    synced(a)
    b_ctx, b = second_phone(phone, a, base, rid)
    a.goto(base + f"/#/r/{rid}")
    return a_ctx, a, b_ctx, b, rid


def rename(page, old, new):
    member = page.locator(f'.members [data-member="{old}"]')
    member.get_by_role("button", name="Umbenennen").click()
    member.locator("input").fill(new)
    member.get_by_role("button", name="Speichern").click()
    expect(page.locator(f'.members [data-member="{new}"]')).to_be_visible()


def names_on(page, rid) -> list[str]:
    return [m["name"] for m in round_tokens(page, rid)["members"]]


def test_two_phones_rename_the_same_member_offline_and_the_conflict_is_shown(phone, server):
    base = server.base
    a_ctx, a, b_ctx, b, rid = two_phones_on_a_round(phone, base)
    synced(b)
    # both at the pub without network, both fix Anna's name, each differently
    a_ctx.set_offline(True)
    b_ctx.set_offline(True)
    rename(a, "Anna", "Anni")
    rename(b, "Anna", "Annerl")
    online(a_ctx, a)
    synced(a)
    online(b_ctx, b)
    # the phone that syncs second: both names side by side, its own kept until the player chooses
    box = b.locator('[data-conflict="changed"]')
    expect(box).to_be_visible(timeout=30_000)
    expect(b.locator('.bar [data-sync="conflict"]')).to_be_visible()
    row = box.locator('tr[data-aspect^="members."]')
    expect(row.locator("th")).to_have_text("Mitglied 1")
    expect(row.locator('[data-side="theirs"]')).to_have_text("Anni")
    expect(row.locator('[data-side="mine"]')).to_have_text("Annerl")
    expect(b.locator('.members [data-member="Annerl"]')).to_be_visible()
    shoot(b, "round-conflict")
    assert axe_violations(b) == []
    view = round_tokens(a, rid)["view_token"]

    def server_names():
        return [m["name"] for m in server.api("GET", f"/api/v1/rounds/{rid}", view)[1]["round"]["members"]]  # fmt: skip

    assert server_names()[0] == "Anni"  # nothing overwritten while the player decides
    box.get_by_role("button", name="Meine behalten").click()
    expect(box).to_have_count(0)
    synced(b)
    until(lambda: server_names()[0] == "Annerl", "the kept name on the server")
    # the first phone learns that its name was replaced, and sees both
    notice = a.locator('[data-conflict="replaced"]')
    expect(notice).to_be_visible(timeout=30_000)
    expect(notice.locator('[data-side="mine"]')).to_have_text("Anni")
    expect(notice.locator('[data-side="theirs"]')).to_have_text("Annerl")
    expect(a.locator('.members [data-member="Annerl"]')).to_be_visible()
    notice.get_by_role("button", name="Passt so").click()
    expect(notice).to_have_count(0)
    # both phones converge on the same names, the server's
    until(
        lambda: names_on(a, rid) == names_on(b, rid) == server_names(), "the same names everywhere"
    )
    assert names_on(a, rid)[0] == "Annerl"


def test_the_round_settings_conflict_shows_title_and_kitty_and_takes_theirs(phone, server):
    base = server.base
    a_ctx, a, b_ctx, b, rid = two_phones_on_a_round(phone, base, kitty=10)
    a_ctx.set_offline(True)
    b_ctx.set_offline(True)
    a.fill("#round-title", "Montagsrunde")
    a.fill("#round-kitty", "5")
    a.locator("#save-round-settings").click()
    b.fill("#round-title", "Dienstagsrunde")
    b.locator("#save-round-settings").click()
    expect(b.locator("h1")).to_have_text("Dienstagsrunde")
    online(a_ctx, a)
    synced(a)
    online(b_ctx, b)
    box = b.locator('[data-conflict="changed"]')
    expect(box).to_be_visible(timeout=30_000)
    expect(box.locator('tr[data-aspect="title"] [data-side="theirs"]')).to_have_text("Montagsrunde")
    expect(box.locator('tr[data-aspect="title"] [data-side="mine"]')).to_have_text("Dienstagsrunde")
    expect(box.locator('tr[data-aspect="kitty_percent"]')).to_have_count(0)  # only B's change
    assert b.evaluate("document.documentElement.scrollWidth") <= 360
    box.get_by_role("button", name="Die andere übernehmen").click()
    expect(box).to_have_count(0)
    expect(b.locator("h1")).to_have_text("Montagsrunde")
    synced(b)
    until(lambda: round_tokens(b, rid)["kitty_percent"] == 5, "the other phone's Kassa")
    # taking theirs changes nothing on the server: the first phone is told nothing
    expect(a.locator("[data-conflict]")).to_have_count(0)
    assert round_tokens(a, rid)["title"] == round_tokens(b, rid)["title"] == "Montagsrunde"


def test_archive_and_delete_with_undo_made_offline_reach_the_server_later(phone, server):
    base = server.base
    ctx = phone()
    page = ctx.new_page()
    page.goto(base + "/")
    wait_for_service_worker(page)
    rid = create_round(page, base, SIX, title="Donnerstag")
    sid = new_evening(page, base, rid, ["Anna", "Bernd", "Clara", "David"], "Abend")
    enter(page, "rufer", "Bernd", "Clara", True)
    totals = on_screen_totals(page)
    page.goto(base + f"/#/r/{rid}")
    synced(page)
    view = round_tokens(page, rid)["view_token"]

    def remote():
        return server.api("GET", f"/api/v1/rounds/{rid}", view)

    ctx.set_offline(True)
    page.locator("#archive-round").click()
    page.wait_for_url(base + "/#/")
    expect(page.locator(f'#round-archive [data-round="{rid}"]')).to_be_attached()
    assert remote()[1]["round"]["archived"] is False  # still offline: only this phone knows
    online(ctx, page)
    until(lambda: remote()[1]["round"]["archived"] is True, "archived on the server")
    until(lambda: "archived" not in round_tokens(page, rid)["pending"], "the archive sent")

    ctx.set_offline(True)
    page.goto(base + f"/#/r/{rid}")
    page.locator("#delete-round").click()
    page.wait_for_url(base + "/#/")
    expect(page.locator(f'[data-round="{rid}"]')).to_have_count(0)
    page.get_by_role("button", name="Rückgängig").click()  # undone within its window
    expect(page.locator(f'#round-archive [data-round="{rid}"]')).to_be_attached()
    assert not round_tokens(page, rid)["pending"].get("delete")
    page.goto(base + f"/#/r/{rid}")
    page.locator("#delete-round").click()
    page.wait_for_url(base + "/#/")
    # the undo window passes offline: marked for deletion here, the server still has it
    until(lambda: round_tokens(page, rid)["pending"].get("delete"), "marked for deletion")
    expect(page.locator(f'[data-round="{rid}"]')).to_have_count(0)
    assert remote()[0] == 200
    online(ctx, page)
    until(lambda: remote()[0] == 410, "the round deleted on the server")
    until(lambda: not local_rounds(page), "the round gone from the phone")
    page.goto(base + f"/#/s/{sid}")
    expect(page.locator("tfoot td[data-final]")).to_have_count(4)
    assert on_screen_totals(page) == totals


def test_a_sheet_leaving_the_round_on_one_phone_leaves_it_on_the_other(phone, server):
    base = server.base
    a_ctx = phone()
    a = a_ctx.new_page()
    a.goto(base + "/")
    wait_for_service_worker(a)
    rid = create_round(a, base, SIX, title="Stammtisch")
    first = new_evening(a, base, rid, ["Anna", "Bernd", "Clara", "David"], "Jänner")
    enter(a, "rufer", "Bernd", "Clara", True)
    second = new_evening(a, base, rid, ["Clara", "David", "Eva", "Franz"], "Februar")
    enter(a, "rufer", "David", "Eva", True)
    a.goto(base + f"/#/r/{rid}")
    synced(a)
    _b_ctx, b = second_phone(phone, a, base, rid)
    expect(b.locator("[data-sheet]")).to_have_count(2)
    b.goto(base + f"/#/r/{rid}/season")
    b.locator('[data-period="all"]').click()
    expect(b.locator("[data-evening-count]")).to_have_attribute("data-evening-count", "2")
    eva = b.locator('table.standing tbody tr[data-member="Eva"]')
    assert eva.get_attribute("data-points") != "0"
    # the first phone takes February out of the round
    a.goto(base + f"/#/s/{second}/menu")
    a.locator("#leave-round").click()
    expect(a.locator('section[aria-labelledby="h-sheet-round"] #join-round')).to_be_visible()
    a.goto(base + f"/#/r/{rid}")
    synced(a)
    # the second phone: gone from its round, and its season without it (Eva played only then)
    expect(b.locator("[data-evening-count]")).to_have_attribute(
        "data-evening-count", "1", timeout=30_000
    )
    expect(eva).to_have_attribute("data-points", "0")
    b.goto(base + f"/#/r/{rid}")
    expect(b.locator("[data-sheet]")).to_have_count(1)
    expect(b.locator(f'[data-sheet="{first}"]')).to_be_visible()
    # the sheet itself stays on the second phone, an ordinary sheet
    b.goto(base + f"/#/s/{second}")
    expect(b.locator("tfoot td[data-final]")).to_have_count(4)


def test_offline_the_season_counts_kontra_and_charts_money_too(phone, server):
    base = server.base
    ctx = phone()
    page = ctx.new_page()
    page.goto(base + "/")
    wait_for_service_worker(page)
    ctx.set_offline(True)  # never online: the statistics are the phone's own
    rid = create_round(page, base, SIX, title="Hütte")
    new_evening(page, base, rid, ["Anna", "Bernd", "Clara", "David"], "Abend")
    page.locator("#new-deal").click()
    choose(page, "game", "rufer")
    choose(page, "declarer", "Bernd")
    choose(page, "partner", "Clara")
    choose(page, "kontra", 1)
    choose(page, "won", False)
    save_deal(page)
    totals = on_screen_totals(page)
    page.goto(base + f"/#/r/{rid}/season")
    page.locator('[data-period="all"]').click()
    card = page.locator('.stat-cards li[data-member="David"]')
    expect(card.locator("[data-device-stats]")).to_contain_text("Kontra gegeben 1, gewonnen 1")
    expect(page.locator('.stat-cards li[data-member="Bernd"] [data-device-stats]')).to_contain_text(
        "Kontra gegeben 0"
    )
    expect(page.locator("[data-server-stats]")).to_have_count(0)
    # the chart in points, then in money (the tick at the top: the highest total)
    standing = season_standing(page)
    assert {m: int(p) for m, (p, _) in standing.items() if m in totals} == {
        m: int(v) for m, v in totals.items()
    }
    top = page.locator("figure.chart text.tick").first
    expect(top).to_have_text(str(max(int(p) for p, _ in standing.values())))
    page.locator("#season-chart-money").click()
    expect(page.locator("#season-chart-money")).to_have_attribute("aria-pressed", "true")
    expect(top).to_have_text(str(max(int(c) for _, c in standing.values())))
    expect(page.locator("figure.chart polyline")).to_have_count(len(SIX))
    assert axe_violations(page) == []


def test_two_phones_add_the_same_new_member_offline_and_end_with_one(phone, server):
    base = server.base
    a_ctx, a, b_ctx, b, rid = two_phones_on_a_round(phone, base)
    a_ctx.set_offline(True)
    b_ctx.set_offline(True)
    for page in (a, b):
        page.fill("#new-member", "Gerda")
        page.get_by_role("button", name="Hinzufügen").click()
        expect(page.locator('.members [data-member="Gerda"]')).to_be_visible()
    # the second phone plays an evening with her before it is online again
    sid = new_evening(b, base, rid, ["Anna", "Bernd", "Clara", "Gerda"], "Mit Gerda")
    enter(b, "rufer", "Bernd", "Gerda", True)
    totals = on_screen_totals(b)
    online(a_ctx, a)
    synced(a)
    b.goto(base + f"/#/r/{rid}")
    online(b_ctx, b)
    synced(b)
    view = round_tokens(a, rid)["view_token"]

    def remote_gerdas():
        members = server.api("GET", f"/api/v1/rounds/{rid}", view)[1]["round"]["members"]
        return [m["id"] for m in members if m["name"] == "Gerda"]

    (gerda,) = remote_gerdas()  # one Gerda: the first phone's
    until(
        lambda: len(server.api("GET", f"/api/v1/rounds/{rid}/season", view)[1]["evenings"]) == 1,
        "the second phone's evening in the round on the server",
    )
    season = server.api("GET", f"/api/v1/rounds/{rid}/season", view)[1]
    by_id = {m["id"]: m for m in season["members"]}
    assert by_id[gerda]["evenings"] == 1 and by_id[gerda]["points"] == int(totals["Gerda"])
    assert [m["id"] for m in round_tokens(b, rid)["members"] if m["name"] == "Gerda"] == [gerda]
    assert round_tokens(b, rid)["sheets"][sid]["members"]["Gerda"] == gerda
    expect(b.locator('.members [data-member="Gerda"]')).to_have_count(1)
    # the first phone gets the evening, with her in it
    expect(a.locator(f'[data-sheet="{sid}"]')).to_be_visible(timeout=30_000)
    expect(a.locator('.members [data-member="Gerda"]')).to_have_count(1)
