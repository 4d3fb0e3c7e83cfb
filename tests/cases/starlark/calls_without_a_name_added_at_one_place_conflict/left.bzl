package(default_visibility = ["//visibility:public"])

exports_files(["LICENSE"])

filegroup(
    name = "docs",
    srcs = glob(["*.md"]),
)
