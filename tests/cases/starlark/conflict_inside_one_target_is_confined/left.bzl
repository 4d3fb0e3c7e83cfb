cc_library(
    name = "codec",
    srcs = ["codec.cc"],
    copts = ["-O3"],
)

cc_test(
    name = "codec_test",
    size = "small",
    srcs = ["codec_test.cc"],
    deps = [":codec"],
)
