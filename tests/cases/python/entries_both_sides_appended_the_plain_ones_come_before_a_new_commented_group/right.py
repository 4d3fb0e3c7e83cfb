INTERPRETERS = {
    "py38": {"abi": "cp38", "arch": "x64"},
    "py39": {"abi": "cp39", "arch": "x64"},
    "py310": {"abi": "cp310", "arch": "x64"},
}

DEFAULT = "py39"
