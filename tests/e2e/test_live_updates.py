"""Live updates in the PWA: a second device that has the sheet open sees a deal entered on the
first as soon as it is synced — by the sheet's event stream (fetch with the token in the header),
not by its next poll of changes?since= — and falls back to polling when the stream fails."""

import time

from playwright.sync_api import expect

from .pages import create_sheet, enter, local_data, wait_until

FOUR = ["Anna", "Bernd", "Clara", "David"]
IS_LIVE = "(sid) => import('/bundle/app/live.js').then((m) => m.isLive(sid))"


def shared_sheet(phone, server):
    """Device A with a synced sheet of one deal; device B with its view link open."""
    a = phone().new_page()
    sid = create_sheet(a, server.base, FOUR)
    enter(a, "dreier", "Bernd")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    a.goto(f"{server.base}/#/s/{sid}/share")
    link = a.locator('[data-link="view"]').input_value()
    a.goto(f"{server.base}/#/s/{sid}")
    b = phone().new_page()
    b.goto(link)
    b.wait_for_url(f"**/#/s/{sid}")
    expect(b.locator('tfoot [data-final="Bernd"]')).to_have_attribute("data-total", "12")
    return a, b, sid


def test_a_deal_entered_on_one_device_appears_on_the_other_without_a_poll(phone, server):
    a, b, sid = shared_sheet(phone, server)
    wait_until(b, IS_LIVE, sid, timeout=10)
    pulled = []  # B's answers of changes?since= from here on
    b.on("response", lambda r: pulled.append(r) if "/changes" in r.url else None)
    started = time.monotonic()
    enter(a, "dreier", "Clara")
    expect(b.locator('tfoot [data-final="Clara"]')).to_have_attribute(
        "data-total", "8", timeout=4_000
    )
    shown_after = time.monotonic() - started
    # the stream brought it: no pull B made carried Clara's deal
    for response in pulled:
        assert all(e["record"]["declarer"] != "Clara" for e in response.json()["entries"])
    assert shown_after < 5  # under the 5 s poll interval (entering by taps included)
    assert local_data(b)["sheets"][0]["remote"]["since"] == 2


def test_when_the_stream_fails_the_device_polls_changes_again(phone, server):
    a, b, sid = shared_sheet(phone, server)
    wait_until(b, IS_LIVE, sid, timeout=10)
    # the stream is refused from now on (an edge without live updates, say); the open one is cut
    b.route("**/events", lambda route: route.fulfill(status=503, headers={"Retry-After": "60"}))
    b.evaluate("window.dispatchEvent(new Event('offline'))")
    b.context.set_offline(True)
    wait_until(b, "(sid) => import('/bundle/app/live.js').then((m) => !m.isLive(sid))", sid)
    b.context.set_offline(False)
    b.evaluate("window.dispatchEvent(new Event('online'))")
    polled = []
    b.on("request", lambda r: polled.append(r.url) if "/changes" in r.url else None)
    enter(a, "dreier", "David")
    expect(b.locator('tfoot [data-final="David"]')).to_have_attribute(
        "data-total", "8", timeout=15_000
    )
    assert polled  # it came by changes?since=
