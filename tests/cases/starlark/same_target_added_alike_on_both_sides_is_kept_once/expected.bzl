java_library(
    name = "model",
    srcs = glob(["model/*.java"]),
)

java_library(
    name = "util",
    srcs = glob(["util/*.java"]),
)

java_binary(
    name = "cli",
    main_class = "app.Cli",
    runtime_deps = [":model"],
)
