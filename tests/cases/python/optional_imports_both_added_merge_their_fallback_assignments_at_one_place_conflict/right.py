try:
    import numpy as np
    import scipy.sparse as sparse
except ImportError:
    np = None
    sparse = None


def as_array(values):
    if np is None:
        return list(values)
    return np.asarray(values)


def as_sparse(values):
    if sparse is None:
        raise RuntimeError("scipy is required")
    return sparse.csr_matrix(values)
