load("@rules_cc//cc:defs.bzl", "cc_library")

cc_library(
    name = "a",
    srcs = ["a.cc"],
)
