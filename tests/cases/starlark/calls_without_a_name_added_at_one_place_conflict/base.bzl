package(default_visibility = ["//visibility:public"])

filegroup(
    name = "docs",
    srcs = glob(["*.md"]),
)
