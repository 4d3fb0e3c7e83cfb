go_library(
    name = "server",
    srcs = ["server.go"],
    deps = [
        "//pkg/auth",
        "//pkg/config",
        "//pkg/log",
        "//pkg/metrics",
        "@org_golang_x_net//http2",
    ],
)
