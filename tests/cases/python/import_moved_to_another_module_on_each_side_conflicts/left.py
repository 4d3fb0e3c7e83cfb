from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Callable, Iterator
    from app.models import User


def visit(users: Iterator[User], call: Callable[[User], None]) -> None:
    for user in users:
        call(user)
