load(
    "@io_bazel_rules_go//go:def.bzl",
    "go_binary",
    "go_library",
    "go_test",
)

go_library(
    name = "go_default_library",
    srcs = ["main.go"],
)

go_test(
    name = "go_default_test",
    srcs = ["main_test.go"],
)

go_binary(
    name = "cmd",
    embed = [":go_default_library"],
)
