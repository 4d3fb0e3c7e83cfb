load("@rules_cc//cc:defs.bzl", "cc_library")
load("//build:flags.bzl", "COPTS")
load("//build:lint.bzl", "lint_test")

cc_library(
    name = "core",
    srcs = ["core.cc"],
    copts = COPTS,
)

lint_test(
    name = "core_lint",
    srcs = ["core.cc"],
)
