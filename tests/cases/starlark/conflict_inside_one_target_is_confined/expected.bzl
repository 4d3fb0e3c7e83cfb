cc_library(
    name = "codec",
    srcs = ["codec.cc"],
<<<<<<< left
    copts = ["-O3"],
||||||| base
    copts = ["-O2"],
=======
    copts = ["-Os"],
>>>>>>> right
)

cc_test(
    name = "codec_test",
    size = "small",
    srcs = ["codec_test.cc"],
    timeout = "short",
    deps = [":codec"],
)
