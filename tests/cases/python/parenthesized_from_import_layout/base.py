from package.module import (
    alpha,
    beta,
)

__version__ = "1.0"
