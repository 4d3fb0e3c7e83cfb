load("@rules_cc//cc:defs.bzl", "cc_library")
load("//build:flags.bzl", "COPTS")

cc_library(
    name = "core",
    srcs = ["core.cc"],
    copts = COPTS,
)
