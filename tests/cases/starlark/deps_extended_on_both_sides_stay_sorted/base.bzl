go_library(
    name = "server",
    srcs = ["server.go"],
    deps = [
        "//pkg/config",
        "//pkg/log",
        "@org_golang_x_net//http2",
    ],
)
