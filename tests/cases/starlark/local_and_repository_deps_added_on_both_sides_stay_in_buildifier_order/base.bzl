cc_library(
    name = "server",
    srcs = ["server.cc"],
    deps = [
        ":config",
        "//base",
        "@com_google_absl//absl/strings",
    ],
)
