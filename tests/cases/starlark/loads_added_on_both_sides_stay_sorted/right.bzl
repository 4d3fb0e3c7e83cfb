load("@rules_cc//cc:defs.bzl", "cc_library")
load("//build:docs.bzl", "doc_gen")
load("//build:flags.bzl", "COPTS")

cc_library(
    name = "core",
    srcs = ["core.cc"],
    copts = COPTS,
)

doc_gen(
    name = "core_docs",
    srcs = ["core.h"],
)
