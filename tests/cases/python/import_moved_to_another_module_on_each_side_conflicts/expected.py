from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
<<<<<<< left
    from typing import Callable, Iterator
||||||| base
    from collections.abc import Callable, Iterator
=======
    from typing_extensions import Callable, Iterator
>>>>>>> right
    from app.models import User


def visit(users: Iterator[User], call: Callable[[User], None]) -> None:
    for user in users:
        call(user)
