# The public API.
cc_library(
    name = "api",
    hdrs = ["api.h"],
)

cc_library(
    name = "main",
    srcs = ["main.cc"],
)
