package(default_visibility = ["//visibility:public"])

licenses(["notice"])

filegroup(
    name = "docs",
    srcs = glob(["*.md"]),
)
