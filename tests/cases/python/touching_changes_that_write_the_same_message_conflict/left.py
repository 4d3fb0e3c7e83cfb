import logging

log = logging.getLogger(__name__)


class Upload:
    def accept(self, request):
        if request.size > self.limit:
            reason = "the file is larger than the upload limit"
            self.reject(reason)
            log.info(reason)
            return False
        self.store(request)
        return True
