try:
    import numpy as np
    import pandas as pd
except ImportError:
    np = None
    pd = None


def as_array(values):
    if np is None:
        return list(values)
    return np.asarray(values)


def as_frame(rows):
    if pd is None:
        raise RuntimeError("pandas is required")
    return pd.DataFrame(rows)
