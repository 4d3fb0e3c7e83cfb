java_library(
    name = "model",
    srcs = glob(["model/*.java"]),
)
