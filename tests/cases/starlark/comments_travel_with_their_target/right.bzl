# The public API.
cc_library(
    name = "api",
    hdrs = ["api.h"],
)

# Internal helpers, not for other packages.
cc_library(
    name = "internal",
    srcs = ["internal.cc"],
)

# Metrics exported to the dashboard.
cc_library(
    name = "metrics",
    srcs = ["metrics.cc"],
)

cc_library(
    name = "main",
    srcs = ["main.cc"],
)
