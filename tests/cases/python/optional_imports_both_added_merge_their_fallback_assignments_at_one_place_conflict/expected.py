try:
    import numpy as np
    import pandas as pd
    import scipy.sparse as sparse
except ImportError:
    np = None
<<<<<<< left
    pd = None
||||||| base
=======
    sparse = None
>>>>>>> right


def as_array(values):
    if np is None:
        return list(values)
    return np.asarray(values)


def as_frame(rows):
    if pd is None:
        raise RuntimeError("pandas is required")
    return pd.DataFrame(rows)


def as_sparse(values):
    if sparse is None:
        raise RuntimeError("scipy is required")
    return sparse.csr_matrix(values)
