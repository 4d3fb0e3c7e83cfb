cc_library(
    name = "codec",
    srcs = ["codec.cc"],
    copts = ["-Os"],
)

cc_test(
    name = "codec_test",
    srcs = ["codec_test.cc"],
    timeout = "short",
    deps = [":codec"],
)
