import logging

log = logging.getLogger(__name__)


class Upload:
    def accept(self, request):
        if request.size > self.limit:
            self.reject("the file is larger than the upload limit")
            return False
        self.store(request)
        return True
