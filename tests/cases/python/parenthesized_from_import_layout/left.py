from package.module import (
    alpha,
    beta,
    gamma,
)

__version__ = "1.0"
