load("@rules_cc//cc:defs.bzl", "cc_library")
load("//build:docs.bzl", "doc_gen")
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

doc_gen(
    name = "core_docs",
    srcs = ["core.h"],
)
