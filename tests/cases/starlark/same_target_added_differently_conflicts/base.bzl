py_library(
    name = "lib",
    srcs = ["lib.py"],
)
