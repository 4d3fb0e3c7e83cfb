INTERPRETERS = {
    "py38": {"abi": "cp38", "arch": "x64"},
    "py39": {"abi": "cp39", "arch": "x64"},
    # free-threaded builds
    "py313t": {"abi": "cp313t", "arch": "x64"},
    "py314t": {"abi": "cp314t", "arch": "x64"},
}

DEFAULT = "py39"
