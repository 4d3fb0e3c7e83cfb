def deploy(env):
    build(env)
    upload(env)
    announce(env)
