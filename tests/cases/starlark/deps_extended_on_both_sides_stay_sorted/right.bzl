go_library(
    name = "server",
    srcs = ["server.go"],
    deps = [
        "//pkg/cache",
        "//pkg/config",
        "//pkg/log",
        "//pkg/tracing",
        "@org_golang_x_net//http2",
    ],
)
