cc_library(
    name = "codec",
    srcs = ["codec.cc"],
    copts = ["-O2"],
)

cc_test(
    name = "codec_test",
    srcs = ["codec_test.cc"],
    deps = [":codec"],
)
