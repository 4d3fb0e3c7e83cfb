<<<<<<< left
||||||| base
"""Helpers."""
=======
"""Helpers, rewritten."""
>>>>>>> right

from .core import run

__all__ = ["run"]
