from package.module import (
    alpha,
    beta,
    delta,
    gamma,
)

__version__ = "1.0"
