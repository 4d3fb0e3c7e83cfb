class Api:
    class Errors:
        NOT_FOUND = 404
        TEAPOT = 418

    def call(self):
        return None
