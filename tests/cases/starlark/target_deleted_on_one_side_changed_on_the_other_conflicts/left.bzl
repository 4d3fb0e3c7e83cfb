cc_library(
    name = "core",
    srcs = ["core.cc"],
)
