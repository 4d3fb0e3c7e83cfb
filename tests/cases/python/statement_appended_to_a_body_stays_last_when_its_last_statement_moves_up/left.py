def deploy(env):
    announce(env)
    build(env)
    upload(env)
