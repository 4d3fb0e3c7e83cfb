load("@rules_python//python:defs.bzl", "py_binary", "py_library")

py_library(
    name = "lib",
    srcs = ["lib.py"],
)

py_binary(
    name = "tool",
    srcs = ["tool.py"],
    deps = [":lib"],
)
