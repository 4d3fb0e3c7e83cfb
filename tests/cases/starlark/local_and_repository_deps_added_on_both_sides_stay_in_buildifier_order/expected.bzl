cc_library(
    name = "server",
    srcs = ["server.cc"],
    deps = [
        ":auth",
        ":config",
        ":handlers",
        "//base",
        "//base:flags",
        "//net:http",
        "@com_google_absl//absl/strings",
        "@zlib",
    ],
)
