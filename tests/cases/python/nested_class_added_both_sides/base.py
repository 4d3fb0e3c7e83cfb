class Api:
    class Errors:
        NOT_FOUND = 404

    def call(self):
        return None
