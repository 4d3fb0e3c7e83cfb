cc_library(
    name = "legacy",
    srcs = ["legacy.cc"],
    hdrs = ["legacy.h"],
    deprecation = "use :core",
)

cc_library(
    name = "core",
    srcs = ["core.cc"],
)
