def boot(service):
    service.read_settings()
    service.open_database()
    service.mount_handlers()
    service.warm_cache()
    service.listen()
