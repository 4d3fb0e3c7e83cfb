def boot(service):
    service.read_settings()
    service.warm_cache()
    service.open_database()
    service.mount_handlers()
    service.listen()
