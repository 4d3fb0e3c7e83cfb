load("@rules_go//go:def.bzl", "go_library")

go_library(
    name = "server",
    srcs = ["server.go"],
    importpath = "example.com/app/server",
)

go_library(
    name = "cache",
    srcs = ["cache.go"],
    importpath = "example.com/app/cache",
)
