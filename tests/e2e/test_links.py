"""A link whose parts are not what the app makes (route.js): a sheet id that is not a canonical
UUID, a token that is not 43–128 base64url characters, a role other than edit or view. The app
says the link is invalid, in German or English, sends nothing to the API and stores nothing; a
crafted join link never puts its bearer token on another API path."""

import pytest
from playwright.sync_api import expect

from .pages import local_data

ID = "0b6c2c4e-8a1f-4d2b-9c3e-5f6a7b8c9d0e"
TOKEN = "q3Jx0_bN-5sYw2kV8mT1rZ4uA6cE9gH7iL0oP2dF3hQ"
BAD = [
    f"#/join/..%2Fprofiles%2Fooe-2023/view/{TOKEN}",
    f"#/join/..%2F..%2Fsheets%2Fimport/edit/{TOKEN}",
    f"#/join/{ID}%2F..%2F..%2Fsettle/edit/{TOKEN}",
    f"#/join/{ID.upper()}/view/{TOKEN}",
    f"#/join/{ID}/owner/{TOKEN}",
    f"#/join/{ID}/view/{TOKEN[:42]}",
    f"#/join/{ID}/view/{TOKEN[:40]}%3F%23",
    f"#/join/{ID}/view",
    "#/s/..%2Fprofiles%2Fooe-2023",
    f"#/s/{ID}/row/..%2F..%2Fimport",
    f"#/s/{ID}/nothing",
    "#/s/%E0%A4%A",
]


def api_requests(page) -> list:
    sent: list = []
    page.on("request", lambda r: "/api/" in r.url and sent.append(f"{r.method} {r.url}"))
    return sent


@pytest.mark.parametrize("link", BAD)
def test_an_invalid_link_says_so_and_sends_nothing(phone, server, link):
    page = phone().new_page()
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    sent = api_requests(page)
    page.goto(server.base + "/" + link)
    expect(page.get_by_role("alert")).to_have_text("Dieser Link ist ungültig.")
    expect(page.get_by_role("heading", name="Ungültiger Link")).to_be_visible()
    page.wait_for_timeout(1500)  # the background sync's first tick, and what a join would send
    assert sent == [] and errors == []
    assert local_data(page)["sheets"] == []
    if link.startswith("#/join/"):
        assert TOKEN[:40] not in page.url  # the token leaves the address bar all the same


def test_an_invalid_link_reads_in_english_and_leads_back_to_the_sheets(phone, server):
    page = phone().new_page()
    sent = api_requests(page)
    page.goto(server.base + "/")
    page.get_by_role("button", name="EN", exact=True).click()
    page.goto(server.base + f"/#/join/..%2Fprofiles%2Fooe-2023/view/{TOKEN}")
    expect(page.get_by_role("alert")).to_have_text("This link is not valid.")
    page.get_by_role("link", name="Back").click()
    expect(page.get_by_role("link", name="New sheet")).to_be_visible()
    assert sent == []


def test_a_good_join_link_still_opens_the_sheet(phone, server):
    status, made = server.api(
        "POST",
        "/api/v1/sheets",
        body={"players": ["Anna", "Bernd", "Clara", "David"], "profile": "ooe-2023"},
    )
    assert status == 201, made
    page = phone().new_page()
    sid = made["sheet"]["id"]
    page.goto(server.base + f"/#/join/{sid}/view/{made['view_token']}")
    page.wait_for_url(f"**/#/s/{sid}")
    expect(page.locator("thead th", has_text="Clara")).to_have_count(1)
