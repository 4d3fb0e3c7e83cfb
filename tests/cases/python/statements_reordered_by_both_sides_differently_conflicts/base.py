def boot(service):
    service.read_settings()
    service.open_database()
    service.warm_cache()
    service.mount_handlers()
    service.listen()
