# flask-smorest's helpers this project uses (see __init__.pyi).

from collections.abc import MutableMapping
from typing import Any

def prepare_response(response: MutableMapping[str, Any], spec: Any, content_type: str) -> None: ...
