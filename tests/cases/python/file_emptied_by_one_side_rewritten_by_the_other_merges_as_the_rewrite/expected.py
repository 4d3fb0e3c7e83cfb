from .core import run

__all__ = ["run"]
