import logging

log = logging.getLogger(__name__)


class Upload:
    def accept(self, request):
        if request.size > self.limit:
<<<<<<< left
            reason = "the file is larger than the upload limit"
            self.reject(reason)
            log.info(reason)
||||||| base
            self.reject("the file is larger than the upload limit")
=======
            self.reject("the file is larger than the upload limit")
            log.warning("the file is larger than the upload limit")
>>>>>>> right
            return False
        self.store(request)
        return True
