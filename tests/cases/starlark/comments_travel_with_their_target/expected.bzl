# The public API.
cc_library(
    name = "api",
    hdrs = ["api.h"],
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
