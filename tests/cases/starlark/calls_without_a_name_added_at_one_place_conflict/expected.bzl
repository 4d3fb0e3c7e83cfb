package(default_visibility = ["//visibility:public"])

<<<<<<< left
exports_files(["LICENSE"])

||||||| base
=======
licenses(["notice"])

>>>>>>> right
filegroup(
    name = "docs",
    srcs = glob(["*.md"]),
)
