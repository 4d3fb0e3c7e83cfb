sh_binary(
    name = "deploy",
    srcs = ["deploy.sh"],
)

sh_test(
    name = "deploy_test",
    srcs = ["deploy_test.sh"],
    size = "small",
)
