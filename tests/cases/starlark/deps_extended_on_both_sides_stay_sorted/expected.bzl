go_library(
    name = "server",
    srcs = ["server.go"],
    deps = [
        "//pkg/auth",
        "//pkg/cache",
        "//pkg/config",
        "//pkg/log",
        "//pkg/metrics",
        "//pkg/tracing",
        "@org_golang_x_net//http2",
    ],
)
