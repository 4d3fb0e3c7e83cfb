cc_library(
    name = "legacy",
    srcs = ["legacy.cc"],
    hdrs = ["legacy.h"],
)

cc_library(
    name = "core",
    srcs = ["core.cc"],
)
