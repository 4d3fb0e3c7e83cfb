try:
    import numpy as np
except ImportError:
    np = None


def as_array(values):
    if np is None:
        return list(values)
    return np.asarray(values)
