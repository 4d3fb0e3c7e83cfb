from __future__ import annotations

import typing as t

if t.TYPE_CHECKING:
    from .app import App
    from .wrappers import Response


def handle(app: App) -> Response:
    return app.respond()
