from __future__ import annotations

import typing as t

if t.TYPE_CHECKING:
    from .wrappers import Response
    from .app import App


def handle(app: App) -> Response:
    return app.respond()
