"""The API's docs page (/api/v1/docs) in chromium: Swagger UI works under its own strict CSP.

Every CSP violation the page causes is caught (the ``securitypolicyviolation`` event and chromium's
console), every request it makes is recorded: all go to this origin, none to the petstore demo or
the online validator, and the API's own operations are shown.
"""

import pytest

from .live import PHONE

WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
});
"""


@pytest.fixture
def page(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(15_000)
    ctx.add_init_script(WATCH)
    page = ctx.new_page()
    yield page
    ctx.close()


def watch(page):
    console, requests = [], []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
    page.on("request", lambda r: requests.append(r.url))
    return console, requests


def test_the_docs_page_runs_under_its_csp_with_our_spec_only(page, server):
    console, requests = watch(page)
    response = page.goto(f"{server.base}/api/v1/docs")
    assert response.status == 200
    csp = response.headers["content-security-policy"]
    assert "script-src 'self';" in csp and "frame-ancestors 'none'" in csp
    page.wait_for_selector(".opblock-tag", timeout=15_000)  # the spec loaded and rendered
    assert "Tarock" in page.inner_text(".info .title")
    tags = page.locator(".opblock-tag").all_inner_texts()
    assert any("sheets" in t.lower() for t in tags), tags
    page.locator(".opblock").first.click()  # an operation opens (more of the UI runs)
    page.wait_for_timeout(300)
    violations = page.evaluate("window.__violations")
    assert violations == [], violations
    problems = [m for m in console if m.startswith(("error", "pageerror", "warning"))]
    assert problems == [], problems
    assert requests and all(u.startswith(server.base + "/") for u in requests), requests
    assert f"{server.base}/api/v1/openapi.json" in requests
    assert not any("petstore" in u or "validator" in u for u in requests)


def test_a_url_in_the_address_does_not_load_another_spec(page, server):
    console, requests = watch(page)
    page.goto(f"{server.base}/api/v1/docs?url=https://petstore.swagger.io/v2/swagger.json")
    page.wait_for_selector(".opblock-tag", timeout=15_000)
    assert "Tarock" in page.inner_text(".info .title")
    assert all(u.startswith(server.base + "/") for u in requests), requests


def test_the_score_sheet_has_no_header_warnings(browser, server):
    """The Permissions-Policy names only features chromium knows (else it warns on every page)."""
    ctx = browser.new_context(viewport=PHONE)
    try:
        page = ctx.new_page()
        console, _ = watch(page)
        response = page.goto(f"{server.base}/")
        assert "camera=()" in response.headers["permissions-policy"]
        page.wait_for_load_state("networkidle")
        problems = [m for m in console if "Permissions-Policy" in m or "Feature Policy" in m]
        assert problems == [], problems
    finally:
        ctx.close()
