<<<<<<< left
||||||| base
cc_library(
    name = "legacy",
    srcs = ["legacy.cc"],
    hdrs = ["legacy.h"],
)
=======
cc_library(
    name = "legacy",
    srcs = ["legacy.cc"],
    hdrs = ["legacy.h"],
    deprecation = "use :core",
)
>>>>>>> right

cc_library(
    name = "core",
    srcs = ["core.cc"],
)
