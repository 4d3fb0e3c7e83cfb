cc_library(
    name = "server",
    srcs = ["server.cc"],
    deps = [
        ":config",
        ":handlers",
        "//base",
        "//net:http",
        "@com_google_absl//absl/strings",
    ],
)
