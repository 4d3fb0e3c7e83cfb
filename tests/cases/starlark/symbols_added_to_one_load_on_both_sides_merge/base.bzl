load("@rules_python//python:defs.bzl", "py_library")

py_library(
    name = "lib",
    srcs = ["lib.py"],
)
