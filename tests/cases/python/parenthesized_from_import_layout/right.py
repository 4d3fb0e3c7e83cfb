from package.module import (
    alpha,
    beta,
    delta,
)

__version__ = "1.0"
