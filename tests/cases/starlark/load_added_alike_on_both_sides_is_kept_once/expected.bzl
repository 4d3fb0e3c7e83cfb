load("//tools:lint.bzl", "lint_test")
load("@rules_cc//cc:defs.bzl", "cc_library")

cc_library(
    name = "a",
    srcs = ["a.cc"],
)

lint_test(
    name = "a_lint",
    srcs = ["a.cc"],
)

lint_test(
    name = "a_header_lint",
    srcs = ["a.h"],
)
