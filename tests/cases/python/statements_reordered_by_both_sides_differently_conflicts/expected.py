def boot(service):
    service.read_settings()
<<<<<<< left
    service.warm_cache()
    service.open_database()
||||||| base
    service.open_database()
    service.warm_cache()
=======
    service.open_database()
>>>>>>> right
    service.mount_handlers()
    service.warm_cache()
    service.listen()
