class Api:
    class Errors:
        NOT_FOUND = 404
        FORBIDDEN = 403

    def call(self):
        return None
