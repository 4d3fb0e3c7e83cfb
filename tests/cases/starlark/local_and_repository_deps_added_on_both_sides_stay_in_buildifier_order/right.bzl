cc_library(
    name = "server",
    srcs = ["server.cc"],
    deps = [
        ":auth",
        ":config",
        "//base",
        "//base:flags",
        "@com_google_absl//absl/strings",
        "@zlib",
    ],
)
