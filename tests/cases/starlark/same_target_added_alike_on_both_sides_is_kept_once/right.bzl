java_library(
    name = "model",
    srcs = glob(["model/*.java"]),
)

java_library(
    name = "util",
    srcs = glob(["util/*.java"]),
)
